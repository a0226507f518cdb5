import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { ChatItem, MessagesRecentResponse } from '@/contract/messages';
import { applyChatTriage, rollbackChatTriage, type ChatChange } from './chats.cache';
import type { MessagesPages } from './messages.cache';
import { heldChangeHandlers, sendBulk, type HeldContext } from './held-mutation';
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

/** Every loaded chat by id, lists first, then the dashboard's recent chats. */
function chatReadStates(snapshots: HeldContext['snapshots'], recent: MessagesRecentResponse | undefined) {
  const byId = new Map<number, Pick<ChatItem, 'read'>>();
  for (const [, data] of snapshots) for (const page of data?.pages ?? []) for (const c of page.pureChats) byId.set(c.chatId, c);
  for (const c of recent?.pureChats ?? []) if (!byId.has(c.chatId)) byId.set(c.chatId, c);
  return byId;
}

function send({ change, bulk }: ChatTriageVariables) {
  const chatIds = [...change.ids];
  // There is no single "chat unread" call: unread always goes through the bulk call.
  if (bulk || chatIds.length !== 1 || change.kind === 'unread') {
    return sendBulk(change, { messageIds: [], chatIds });
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
    mutationOptions<Awaited<ReturnType<typeof send>>, Error, ChatTriageVariables, HeldContext>({
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
      ...heldChangeHandlers<ChatTriageVariables>(scope, chatTriageMutationKey, { rollback: rollbackChatTriage, adjustUnread: adjustUnreadChats }),
    }),
};
