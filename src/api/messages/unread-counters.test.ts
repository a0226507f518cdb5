import { describe, expect, it } from 'vitest';
import { adjustUnreadChats, adjustUnreadMessages, unreadChatDelta, unreadDelta } from './unread-counters';

const state = new Map([
  [1, { messageRead: null }],
  [2, { messageRead: '2026-11-20T10:00:00Z' }],
  [3, { messageRead: null }],
]);

describe('unreadDelta', () => {
  it('counts only unread items that a read change reads', () => {
    expect(unreadDelta({ kind: 'read', ids: [1, 2, 3], at: '2026-11-21T00:00:00Z' }, state)).toBe(-2);
  });
  it('counts only read items that an unread change resets', () => {
    expect(unreadDelta({ kind: 'unread', ids: [1, 2] }, state)).toBe(1);
  });
  it('leaves unknown items and other kinds to the refresh', () => {
    expect(unreadDelta({ kind: 'read', ids: [99], at: '2026-11-21T00:00:00Z' }, state)).toBe(0);
    expect(unreadDelta({ kind: 'archive', ids: [1] }, state)).toBe(0);
    expect(unreadDelta({ kind: 'followup', ids: [1], value: 'Y' }, state)).toBe(0);
  });
});

describe('adjustUnreadMessages', () => {
  const recent = { unreadMessageCount: 2, unreadChatCount: 5 };
  it('moves the message counter and keeps the chat counter', () => {
    expect(adjustUnreadMessages(recent, -1)).toEqual({ unreadMessageCount: 1, unreadChatCount: 5 });
  });
  it('never goes below zero and keeps identity when nothing changes', () => {
    expect(adjustUnreadMessages(recent, -5)?.unreadMessageCount).toBe(0);
    expect(adjustUnreadMessages(recent, 0)).toBe(recent);
    expect(adjustUnreadMessages(undefined, -1)).toBeUndefined();
  });
});

describe('chat counter', () => {
  const chats = new Map([
    [1, { read: 'N' as const }],
    [2, { read: 'Y' as const }],
  ]);
  it('counts unread chats read and read chats reset, nothing else', () => {
    expect(unreadChatDelta({ kind: 'read', ids: [1, 2, 9] }, chats)).toBe(-1);
    expect(unreadChatDelta({ kind: 'unread', ids: [1, 2] }, chats)).toBe(1);
    expect(unreadChatDelta({ kind: 'archive', ids: [1] }, chats)).toBe(0);
  });
  it('moves only the chat counter, never below zero', () => {
    expect(adjustUnreadChats({ unreadMessageCount: 4, unreadChatCount: 1 }, -2)).toEqual({ unreadMessageCount: 4, unreadChatCount: 0 });
  });
});
