import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagesAllResponse } from '@/contract/activity';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import type { ChatRow } from '@/lib/chat-filters';

/**
 * Pure cache updaters for the held optimistic triage (DESIGN §3, STYLE rule 7): apply a change to
 * every loaded page marking the items held, and roll one change back item by item (only the
 * fields it touched, from the snapshot taken before it), so a failed change never undoes another
 * change still in flight. Unchanged pages and items keep their identity.
 */
export type MessagesPage = Omit<MessagesAllResponse, 'userMessages' | 'pureChats'> & {
  userMessages: ActivityMessage[];
  pureChats: ChatRow[];
};
export type MessagesPages = InfiniteData<MessagesPage, number>;

export type TriageChange =
  | { kind: 'read'; ids: readonly number[]; at: string }
  | { kind: 'unread'; ids: readonly number[] }
  | { kind: 'archive'; ids: readonly number[] }
  | { kind: 'unarchive'; ids: readonly number[] }
  | { kind: 'followup'; ids: readonly number[]; value: 'Y' | 'N' };

type Field = 'read' | 'messageRead' | 'archived' | 'messageArchived' | 'followup' | 'messageFollowup';

export function touchedFields(kind: TriageChange['kind']): readonly Field[] {
  switch (kind) {
    case 'read':
    case 'unread':
      return ['read', 'messageRead'];
    case 'archive':
    case 'unarchive':
      return ['archived', 'messageArchived'];
    case 'followup':
      return ['followup', 'messageFollowup'];
  }
}

function patchOf(m: ActivityMessage, change: TriageChange): Partial<Message> {
  switch (change.kind) {
    case 'read':
      // Keep the first read date of an item already read.
      return { read: 'Y', messageRead: m.messageRead ?? change.at };
    case 'unread':
      return { read: 'N', messageRead: null };
    case 'archive':
      return { archived: 'Y', messageArchived: 'Y' };
    case 'unarchive':
      return { archived: 'N', messageArchived: 'N' };
    case 'followup':
      return { followup: change.value, messageFollowup: change.value };
  }
}

/** Maps the items with the given ids; pages and items without a change keep their identity. */
function mapItems(
  data: MessagesPages,
  ids: ReadonlySet<number>,
  update: (m: ActivityMessage) => ActivityMessage,
): MessagesPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const userMessages = page.userMessages.map((m) => {
      if (!ids.has(m.messageId)) return m;
      const next = update(m);
      if (next !== m) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, userMessages };
  });
  return changed ? { ...data, pages } : data;
}

/** Shows a change at once, marking the items held until the server confirms. */
export function applyTriage(data: MessagesPages | undefined, change: TriageChange): MessagesPages | undefined {
  if (!data) return data;
  return mapItems(data, new Set(change.ids), (m) => ({ ...m, ...patchOf(m, change), held: true }));
}

/** All items of the loaded pages by id (for snapshots). */
export function itemsById(data: MessagesPages | undefined): Map<number, ActivityMessage> {
  const map = new Map<number, ActivityMessage>();
  for (const page of data?.pages ?? []) for (const m of page.userMessages) map.set(m.messageId, m);
  return map;
}

/**
 * Undoes one failed change: the touched fields return to their values in `before` (the snapshot
 * taken when the change started); other fields, and other changes, stay. Items still covered by
 * a running change stay held.
 */
export function rollbackTriage(
  data: MessagesPages | undefined,
  before: MessagesPages | undefined,
  change: TriageChange,
  stillHeld: ReadonlySet<number> = new Set(),
): MessagesPages | undefined {
  if (!data) return data;
  const previous = itemsById(before);
  const fields = touchedFields(change.kind);
  return mapItems(data, new Set(change.ids), (m) => {
    const old = previous.get(m.messageId);
    const restored: ActivityMessage = { ...m, held: stillHeld.has(m.messageId) };
    if (old) for (const field of fields) (restored as Record<Field, unknown>)[field] = old[field];
    return restored;
  });
}

/** Unread counter (spec core §4): items with no read date plus the SMS tasks' unread counts. */
export function unreadCount(messages: readonly Pick<Message, 'messageRead'>[], smsUnread: readonly number[] = []): number {
  let count = 0;
  for (const m of messages) if (m.messageRead === null) count += 1;
  for (const n of smsUnread) count += n;
  return count;
}
