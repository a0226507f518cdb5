import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { ChatItem, MessagesRecentResponse } from '@/contract/messages';
import { applyChatTriage, rollbackChatTriage, type ChatChange } from './chats.cache';
import type { MessagesPages } from './messages.cache';
import { messageQueries } from './messages.queries';
import { adjustUnreadChats, unreadChatDelta } from './unread-counters';

/** One key for every chat change: the last one to settle refreshes the lists. */
export const chatTriageMutationKey = ['messages', 'chatTriage'] as const;

export interface ChatTriageVariables {
  /** The change (ids are chatIds). */
  change: ChatChange;
  /** Bulk bar: the bulk calls with chatIds; otherwise the chat calls. */
  bulk: boolean;
}

interface ChatTriageContext {
  snapshots: [QueryKey, MessagesPages | undefined][];
  /** How far this change moved the unread chat counter (undone on error). */
  unreadDelta: number;
}

/** Every loaded chat by id, lists first, then the dashboard's recent chats. */
function chatReadStates(snapshots: ChatTriageContext['snapshots'], recent: MessagesRecentResponse | undefined) {
  const byId = new Map<number, Pick<ChatItem, 'read'>>();
  for (const [, data] of snapshots) for (const page of data?.pages ?? []) for (const c of page.pureChats) byId.set(c.chatId, c);
  for (const c of recent?.pureChats ?? []) if (!byId.has(c.chatId)) byId.set(c.chatId, c);
  return byId;
}

function send({ change, bulk }: ChatTriageVariables) {
  const chatIds = [...change.ids];
  // There is no single "chat unread" call: unread always goes through the bulk call.
  if (bulk || chatIds.length !== 1 || change.kind === 'unread') {
    const body = { messageIds: [], chatIds };
    switch (change.kind) {
      case 'read':
        return callEndpoint('bulkRead', body);
      case 'unread':
        return callEndpoint('bulkUnread', body);
      case 'archive':
        return callEndpoint('bulkArchive', body);
      case 'unarchive':
        return callEndpoint('bulkUnarchive', body);
      case 'followup':
        return callEndpoint('bulkFollowup', { ...body, followup: change.value });
    }
  }
  const id = { id: chatIds[0]! };
  switch (change.kind) {
    case 'read':
      return callEndpoint('chatRead', {}, id);
    case 'archive':
      return callEndpoint('chatArchive', { clear: 'N' }, id);
    case 'unarchive':
      return callEndpoint('chatArchive', { clear: 'Y' }, id);
    case 'followup':
      return callEndpoint('chatFollowup', { followup: change.value }, id);
  }
}

/**
 * Chat read / unread, archive / unarchive (chatarchive with clear) and follow-up Y/N, single and
 * bulk, as held optimistic changes on the pureChats of every loaded list, like the message triage.
 */
export const chatMutations = {
  triage: (scope: SessionScope) =>
    mutationOptions<Awaited<ReturnType<typeof send>>, Error, ChatTriageVariables, ChatTriageContext>({
      mutationKey: chatTriageMutationKey,
      mutationFn: send,
      onMutate: async ({ change }, { client }) => {
        await client.cancelQueries({ queryKey: messageQueries.all(scope) });
        const snapshots = client.getQueriesData<MessagesPages>({ queryKey: messageQueries.lists(scope) });
        const recentKey = messageQueries.recent(scope).queryKey;
        const delta = unreadChatDelta(change, chatReadStates(snapshots, client.getQueryData<MessagesRecentResponse>(recentKey)));
        client.setQueriesData<MessagesPages>({ queryKey: messageQueries.lists(scope) }, (data) => applyChatTriage(data, change));
        client.setQueryData<MessagesRecentResponse>(recentKey, (recent) => adjustUnreadChats(recent, delta));
        return { snapshots, unreadDelta: delta };
      },
      onError: (_error, variables, context, { client }) => {
        if (!context) return;
        const stillHeld = new Set<number>();
        for (const other of client.getMutationCache().findAll({ mutationKey: chatTriageMutationKey, status: 'pending' })) {
          const vars = other.state.variables as ChatTriageVariables | undefined;
          if (vars && vars !== variables) for (const id of vars.change.ids) stillHeld.add(id);
        }
        for (const [key, before] of context.snapshots) {
          client.setQueryData<MessagesPages>(key, (data) => rollbackChatTriage(data, before, variables.change, stillHeld));
        }
        client.setQueryData<MessagesRecentResponse>(messageQueries.recent(scope).queryKey, (recent) =>
          adjustUnreadChats(recent, -context.unreadDelta),
        );
      },
      onSettled: (_data, _error, _variables, _context, { client }) => {
        if (client.isMutating({ mutationKey: chatTriageMutationKey }) === 1) {
          return client.invalidateQueries({ queryKey: messageQueries.all(scope) });
        }
        return undefined;
      },
    }),
};
