import { mutationOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { MessagesRecentResponse } from '@/contract/activity';
import { applyTriage, rollbackTriage, type MessagesPages, type TriageChange } from './activity.cache';
import { heldChangeHandlers, sendBulk, type HeldContext } from './held-mutation';
import { activityQueries } from './activity.queries';
import { adjustUnread, messagesWereUnread, unreadDelta } from './unread-counters';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** One key for every triage change: the last one to settle refreshes the lists. */
export const triageMutationKey = ['messages', 'triage'] as const;

export interface TriageVariables {
  /** What the lists show (ids are the items' messageIds). */
  change: TriageChange;
  /** The ids the API gets (AGENT+VM archives through its combined message id). */
  apiIds: readonly number[];
  /** Bulk bar: the bulk calls; otherwise the single-item calls. */
  bulk: boolean;
}

function send({ change, apiIds, bulk }: TriageVariables) {
  const messageIds = [...apiIds];
  if (bulk || messageIds.length !== 1) {
    return sendBulk(change, { messageIds, chatIds: [] });
  }
  const id = { id: messageIds[0]! };
  switch (change.kind) {
    case 'read':
      return callEndpoint('messageRead', {}, id);
    case 'unread':
      return callEndpoint('messageUnread', {}, id);
    case 'archive':
      return callEndpoint('messageArchive', {}, id);
    case 'unarchive':
      return callEndpoint('messageUnarchive', {}, id);
    case 'followup':
      return callEndpoint('messageFollowup', { followup: change.value }, id);
  }
}

/**
 * Read / unread, archive / unarchive and follow-up, single and bulk, as held optimistic changes
 * (DESIGN §3, STYLE rule 7): cancel, snapshot every list, apply the pure updater; on error roll
 * back this change only (the MutationCache snacks the reason); refresh when the last one settles.
 */
export const activityMutations = {
  triage: (scope: SessionScope) =>
    mutationOptions<Awaited<ReturnType<typeof send>>, Error, TriageVariables, HeldContext>({
      mutationKey: triageMutationKey,
      mutationFn: send,
      onMutate: async ({ change }, { client }) => {
        await client.cancelQueries({ queryKey: activityQueries.all(scope) });
        const snapshots = client.getQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) });
        const recentKey = activityQueries.recent(scope).queryKey;
        const recent = client.getQueryData<MessagesRecentResponse>(recentKey);
        const delta = unreadDelta(change, messagesWereUnread(change.ids, snapshots.map(([, data]) => data), recent));
        client.setQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) }, (data) => applyTriage(data, change));
        client.setQueryData<MessagesRecentResponse>(recentKey, (data) => adjustUnread(data, 'unreadMessageCount', delta));
        return { snapshots, unreadDelta: delta };
      },
      ...heldChangeHandlers<TriageVariables>(scope, triageMutationKey, { rollback: rollbackTriage, adjustUnread: (data, d) => adjustUnread(data, 'unreadMessageCount', d) }),
    }),
};
