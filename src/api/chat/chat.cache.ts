import type { ChatItem } from '@/contract/activity';
import type { ChatRow } from '@/lib/chat-filters';
import type { MessagesPages } from '../activity/activity.cache';

/**
 * Pure cache updaters for the chats of the activity pages (`pureChats`), the chat side of the held
 * optimistic triage: chats use Y/N flags (spec core §4). Apply marks the chats held; a rollback
 * restores only the fields its change touched, from the snapshot taken before it. Unchanged pages
 * and chats keep their identity.
 */
export type ChatChange =
  | { kind: 'read'; ids: readonly number[] }
  | { kind: 'unread'; ids: readonly number[] }
  | { kind: 'archive'; ids: readonly number[] }
  | { kind: 'unarchive'; ids: readonly number[] }
  | { kind: 'followup'; ids: readonly number[]; value: 'Y' | 'N' };

type ChatField = 'read' | 'archived' | 'followup';

export function chatTouchedField(kind: ChatChange['kind']): ChatField {
  if (kind === 'read' || kind === 'unread') return 'read';
  if (kind === 'archive' || kind === 'unarchive') return 'archived';
  return 'followup';
}

function chatPatch(change: ChatChange): Partial<ChatItem> {
  switch (change.kind) {
    case 'read':
      return { read: 'Y' };
    case 'unread':
      return { read: 'N' };
    case 'archive':
      return { archived: 'Y' };
    case 'unarchive':
      return { archived: 'N' };
    case 'followup':
      return { followup: change.value };
  }
}

function mapChats(data: MessagesPages, ids: ReadonlySet<number>, update: (c: ChatRow) => ChatRow): MessagesPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const pureChats = page.pureChats.map((c) => {
      if (!ids.has(c.chatId)) return c;
      const next = update(c);
      if (next !== c) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, pureChats };
  });
  return changed ? { ...data, pages } : data;
}

/** Shows a chat change at once, marking the chats held until the server confirms. */
export function applyChatTriage(data: MessagesPages | undefined, change: ChatChange): MessagesPages | undefined {
  if (!data) return data;
  return mapChats(data, new Set(change.ids), (c) => ({ ...c, ...chatPatch(change), held: true }));
}

/** All chats of the loaded pages by chatId (the first page holding one wins). */
export function chatsById(data: MessagesPages | undefined): Map<number, ChatRow> {
  const map = new Map<number, ChatRow>();
  for (const page of data?.pages ?? []) for (const c of page.pureChats) if (!map.has(c.chatId)) map.set(c.chatId, c);
  return map;
}

/** Undoes one failed chat change; chats still covered by a running change stay held. */
export function rollbackChatTriage(
  data: MessagesPages | undefined,
  before: MessagesPages | undefined,
  change: ChatChange,
  stillHeld: ReadonlySet<number> = new Set(),
): MessagesPages | undefined {
  if (!data) return data;
  const previous = chatsById(before);
  const field = chatTouchedField(change.kind);
  return mapChats(data, new Set(change.ids), (c) => {
    const old = previous.get(c.chatId);
    const restored: ChatRow = { ...c, held: stillHeld.has(c.chatId) };
    if (old) restored[field] = old[field];
    return restored;
  });
}
