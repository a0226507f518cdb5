import type { Message, MessagesRecentResponse } from '@/contract/activity';
import type { MessagesPages } from './activity.cache';

/**
 * The unread counters (spec core §4) follow a held triage change at once: the menu badge drops
 * when an item is marked read, before the server answers. The server's figures replace these
 * when the lists refresh after the change settles. Messages and chats work alike; only how an
 * item says "unread" differs (no read date; read flag N).
 */

export type UnreadCounter = 'unreadMessageCount' | 'unreadChatCount';

/** How a read or unread change moves a counter, from whether each of its items was unread before. */
export function unreadDelta(change: { kind: string; ids: readonly number[] }, wasUnread: ReadonlyMap<number, boolean>): number {
  if (change.kind !== 'read' && change.kind !== 'unread') return 0;
  let delta = 0;
  for (const id of change.ids) {
    const unread = wasUnread.get(id);
    // Items no loaded list knows are left to the refresh rather than guessed.
    if (unread === undefined) continue;
    if (change.kind === 'read' && unread) delta -= 1;
    if (change.kind === 'unread' && !unread) delta += 1;
  }
  return delta;
}

/**
 * Whether each of `ids` was unread, from the first source that holds it. One pass over what is
 * loaded with nothing built but the answer: a triage click at 50,000 items must stay cheap.
 */
function unreadStates<T>(ids: readonly number[], sources: readonly (readonly T[])[], idOf: (item: T) => number, isUnread: (item: T) => boolean) {
  const wanted = new Set(ids);
  const states = new Map<number, boolean>();
  for (const items of sources) {
    for (const item of items) {
      const id = idOf(item);
      if (wanted.has(id) && !states.has(id)) states.set(id, isUnread(item));
    }
  }
  return states;
}

type Lists = readonly (MessagesPages | undefined)[];

/** The messages' states: the loaded lists first, then the dashboard's recent items. */
export function messagesWereUnread(ids: readonly number[], lists: Lists, recent: MessagesRecentResponse | undefined) {
  const sources = [...lists.flatMap((data) => data?.pages.map((page) => page.userMessages) ?? []), recent?.userMessages ?? []];
  return unreadStates<Pick<Message, 'messageId' | 'messageRead'>>(ids, sources, (m) => m.messageId, (m) => m.messageRead === null);
}

/** The chats' states (Y/N read flags): the loaded lists first, then the dashboard's recent chats. */
export function chatsWereUnread(ids: readonly number[], lists: Lists, recent: MessagesRecentResponse | undefined) {
  const sources = [...lists.flatMap((data) => data?.pages.map((page) => page.pureChats) ?? []), recent?.pureChats ?? []];
  return unreadStates<{ chatId: number; read: string }>(ids, sources, (c) => c.chatId, (c) => c.read === 'N');
}

/** The recent response with one counter moved by delta (never below zero). */
export function adjustUnread<T extends Pick<MessagesRecentResponse, UnreadCounter>>(
  recent: T | undefined,
  counter: UnreadCounter,
  delta: number,
): T | undefined {
  if (!recent || delta === 0) return recent;
  return { ...recent, [counter]: Math.max(0, recent[counter] + delta) };
}
