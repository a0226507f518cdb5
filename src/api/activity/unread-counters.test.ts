import { describe, expect, it } from 'vitest';
import type { MessagesRecentResponse } from '@/contract/activity';
import type { MessagesPages } from './activity.cache';
import { adjustUnread, chatsWereUnread, messagesWereUnread, unreadDelta } from './unread-counters';

// Messages 1 and 3 unread, 2 read; they sit in a loaded list (1, 2) and the recent items (3).
const list = {
  pageParams: [0],
  pages: [{ userMessages: [{ messageId: 1, messageRead: null }, { messageId: 2, messageRead: '2026-11-20T10:00:00Z' }], pureChats: [] }],
} as unknown as MessagesPages;
const recentItems = { userMessages: [{ messageId: 3, messageRead: null }], pureChats: [] } as unknown as MessagesRecentResponse;
const state = (ids: readonly number[]) => messagesWereUnread(ids, [list], recentItems);

describe('unreadDelta', () => {
  it('counts only unread items that a read change reads', () => {
    expect(unreadDelta({ kind: 'read', ids: [1, 2, 3] }, state([1, 2, 3]))).toBe(-2);
  });
  it('counts only read items that an unread change resets', () => {
    expect(unreadDelta({ kind: 'unread', ids: [1, 2] }, state([1, 2]))).toBe(1);
  });
  it('leaves unknown items and other kinds to the refresh', () => {
    expect(unreadDelta({ kind: 'read', ids: [99] }, state([99]))).toBe(0);
    expect(unreadDelta({ kind: 'archive', ids: [1] }, state([1]))).toBe(0);
    expect(unreadDelta({ kind: 'followup', ids: [1] }, state([1]))).toBe(0);
  });
  it('looks only at the ids asked for, the lists before the recent items', () => {
    expect([...state([1, 3]).entries()]).toEqual([
      [1, true],
      [3, true],
    ]);
  });
});

describe('adjustUnread (messages)', () => {
  const recent = { unreadMessageCount: 2, unreadChatCount: 5 };
  it('moves the message counter and keeps the chat counter', () => {
    expect(adjustUnread(recent, 'unreadMessageCount', -1)).toEqual({ unreadMessageCount: 1, unreadChatCount: 5 });
  });
  it('never goes below zero and keeps identity when nothing changes', () => {
    expect(adjustUnread(recent, 'unreadMessageCount', -5)?.unreadMessageCount).toBe(0);
    expect(adjustUnread(recent, 'unreadMessageCount', 0)).toBe(recent);
    expect(adjustUnread(undefined, 'unreadMessageCount', -1)).toBeUndefined();
  });
});

describe('chat counter', () => {
  const chats = {
    pageParams: [0],
    pages: [{ userMessages: [], pureChats: [{ chatId: 1, read: 'N' }, { chatId: 2, read: 'Y' }] }],
  } as unknown as MessagesPages;
  const chatState = (ids: readonly number[]) => chatsWereUnread(ids, [chats], undefined);
  it('counts unread chats read and read chats reset, nothing else', () => {
    expect(unreadDelta({ kind: 'read', ids: [1, 2, 9] }, chatState([1, 2, 9]))).toBe(-1);
    expect(unreadDelta({ kind: 'unread', ids: [1, 2] }, chatState([1, 2]))).toBe(1);
    expect(unreadDelta({ kind: 'archive', ids: [1] }, chatState([1]))).toBe(0);
  });
  it('moves only the chat counter, never below zero', () => {
    expect(adjustUnread({ unreadMessageCount: 4, unreadChatCount: 1 }, 'unreadChatCount', -2)).toEqual({ unreadMessageCount: 4, unreadChatCount: 0 });
  });
});
