import type { ChatItem, Message, MessagesRecentResponse } from '@/contract/messages';
import type { ChatChange } from './chats.cache';
import type { TriageChange } from './messages.cache';

/**
 * The unread counters (spec core §4) follow a held triage change at once: the menu badge drops
 * when an item is marked read, before the server answers. The server's figures replace these
 * when the lists refresh after the change settles.
 */

/** How a change moves the unread counter, judged by the items' state before it. */
export function unreadDelta(change: TriageChange, before: ReadonlyMap<number, Pick<Message, 'messageRead'>>): number {
  if (change.kind !== 'read' && change.kind !== 'unread') return 0;
  let delta = 0;
  for (const id of change.ids) {
    const item = before.get(id);
    // Items no loaded list knows are left to the refresh rather than guessed.
    if (!item) continue;
    if (change.kind === 'read' && item.messageRead === null) delta -= 1;
    if (change.kind === 'unread' && item.messageRead !== null) delta += 1;
  }
  return delta;
}

/** The recent response with its message counter moved by delta (never below zero). */
export function adjustUnreadMessages<T extends Pick<MessagesRecentResponse, 'unreadMessageCount'>>(
  recent: T | undefined,
  delta: number,
): T | undefined {
  if (!recent || delta === 0) return recent;
  return { ...recent, unreadMessageCount: Math.max(0, recent.unreadMessageCount + delta) };
}

/** How a chat change moves the unread chat counter (chats use Y/N read flags). */
export function unreadChatDelta(change: ChatChange, before: ReadonlyMap<number, Pick<ChatItem, 'read'>>): number {
  if (change.kind !== 'read' && change.kind !== 'unread') return 0;
  let delta = 0;
  for (const id of change.ids) {
    const chat = before.get(id);
    if (!chat) continue;
    if (change.kind === 'read' && chat.read === 'N') delta -= 1;
    if (change.kind === 'unread' && chat.read === 'Y') delta += 1;
  }
  return delta;
}

/** The recent response with its chat counter moved by delta (never below zero). */
export function adjustUnreadChats<T extends Pick<MessagesRecentResponse, 'unreadChatCount'>>(
  recent: T | undefined,
  delta: number,
): T | undefined {
  if (!recent || delta === 0) return recent;
  return { ...recent, unreadChatCount: Math.max(0, recent.unreadChatCount + delta) };
}
