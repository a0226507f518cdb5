import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { MessagesRecentResponse } from '@/contract/activity';
import { applyChatTriage, rollbackChatTriage, type ChatChange } from './chat.cache';
import type { MessagesPages } from '../activity/activity.cache';
import { heldChangeHandlers, sendBulk, type HeldContext } from '../activity/held-mutation';
import { activityQueries } from '../activity/activity.queries';
import { adjustUnread, chatsWereUnread, unreadDelta } from '../activity/unread-counters';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** One key for every chat change: the last one to settle refreshes the lists. */
export const chatTriageMutationKey = ['messages', 'chatTriage'] as const;

export interface ChatTriageVariables {
  /** The change (ids are chatIds). */
  change: ChatChange;
  /** Bulk bar: the bulk calls with chatIds; otherwise the chat calls. */
  bulk: boolean;
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
        await client.cancelQueries({ queryKey: activityQueries.all(scope) });
        const snapshots = client.getQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) });
        const recentKey = activityQueries.recent(scope).queryKey;
        const recent = client.getQueryData<MessagesRecentResponse>(recentKey);
        const delta = unreadDelta(change, chatsWereUnread(change.ids, snapshots.map(([, data]) => data), recent));
        client.setQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) }, (data) => applyChatTriage(data, change));
        client.setQueryData<MessagesRecentResponse>(recentKey, (data) => adjustUnread(data, 'unreadChatCount', delta));
        return { snapshots, unreadDelta: delta };
      },
      ...heldChangeHandlers<ChatTriageVariables>(scope, chatTriageMutationKey, { rollback: rollbackChatTriage, adjustUnread: (data, d) => adjustUnread(data, 'unreadChatCount', d) }),
    }),
};
