import type { MutationFunctionContext, MutationKey, QueryKey } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import { MAX_BULK_IDS } from '@/contract/common';
import type { MessagesRecentResponse } from '@/contract/activity';
import type { MessagesPages } from './activity.cache';
import { activityQueries } from './activity.queries';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/* What the message and the chat triage mutations share: the bulk calls, and the rollback and refresh of held changes. */

/** What onMutate of a held triage change keeps: every list before the change, and how far the unread counter moved. */
export interface HeldContext {
  snapshots: [QueryKey, MessagesPages | undefined][];
  /** How far this change moved the unread counter (undone on error). */
  unreadDelta: number;
}

interface HeldChangeUpdaters<C> {
  /** Undoes one change on one list; the ids in stillHeld stay held. */
  rollback: (data: MessagesPages | undefined, before: MessagesPages | undefined, change: C, stillHeld: ReadonlySet<number>) => MessagesPages | undefined;
  /** Moves the recent answer's unread counter. */
  adjustUnread: (recent: MessagesRecentResponse | undefined, delta: number) => MessagesRecentResponse | undefined;
}

/**
 * The error and settle halves of a held triage mutation (STYLE rule 7, steps 4 and 5), shared by the
 * message and the chat triage: on error roll back this change only, keeping items another running
 * change covers held, and undo its unread delta; refresh the lists when the last one settles.
 */
export function heldChangeHandlers<V extends { change: { ids: readonly number[] } }>(
  scope: SessionScope,
  mutationKey: MutationKey,
  { rollback, adjustUnread }: HeldChangeUpdaters<V['change']>,
) {
  return {
    onError: (_error: Error, variables: V, context: HeldContext | undefined, { client }: MutationFunctionContext) => {
      if (!context) return;
      const stillHeld = new Set<number>();
      for (const other of client.getMutationCache().findAll({ mutationKey, status: 'pending' })) {
        const vars = other.state.variables as V | undefined;
        if (vars && vars !== variables) for (const id of vars.change.ids) stillHeld.add(id);
      }
      for (const [key, before] of context.snapshots) {
        client.setQueryData<MessagesPages>(key, (data) => rollback(data, before, variables.change, stillHeld));
      }
      client.setQueryData<MessagesRecentResponse>(activityQueries.recent(scope).queryKey, (recent) =>
        adjustUnread(recent, -context.unreadDelta),
      );
    },
    onSettled: (_data: unknown, _error: Error | null, _variables: V, _context: HeldContext | undefined, { client }: MutationFunctionContext) => {
      if (client.isMutating({ mutationKey }) === 1) {
        return client.invalidateQueries({ queryKey: activityQueries.all(scope) });
      }
      return undefined;
    },
  };
}

type BulkChange = { kind: 'read' | 'unread' | 'archive' | 'unarchive' } | { kind: 'followup'; value: 'Y' | 'N' };

/**
 * The bulk call for a triage change (the bulk bar, or more than one item): messages and chats alike.
 * A selection larger than the contract allows per request goes in batches, one after another.
 */
export async function sendBulk(change: BulkChange, body: { messageIds: number[]; chatIds: number[] }) {
  let changed = 0;
  for (const batch of bulkBatches(body, MAX_BULK_IDS)) changed += (await sendBulkBatch(change, batch)).changed;
  return { ok: true as const, changed };
}

/** Splits the ids into requests of at most `max` ids per list (always at least one request). */
export function bulkBatches(body: { messageIds: number[]; chatIds: number[] }, max: number) {
  const batches: { messageIds: number[]; chatIds: number[] }[] = [];
  const count = Math.max(1, Math.ceil(body.messageIds.length / max), Math.ceil(body.chatIds.length / max));
  for (let i = 0; i < count; i += 1) {
    batches.push({ messageIds: body.messageIds.slice(i * max, (i + 1) * max), chatIds: body.chatIds.slice(i * max, (i + 1) * max) });
  }
  return batches;
}

function sendBulkBatch(change: BulkChange, body: { messageIds: number[]; chatIds: number[] }) {
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
