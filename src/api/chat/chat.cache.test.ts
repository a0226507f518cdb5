import { describe, expect, it } from 'vitest';
import { testChat } from '@/testing/chat-test-data';
import { applyChatTriage, chatsById, rollbackChatTriage } from './chat.cache';
import type { MessagesPages } from '../activity/activity.cache';

const pages = (): MessagesPages => ({
  pageParams: [0, 1],
  pages: [
    { userMessages: [], pureChats: [testChat({ chatId: 1 }), testChat({ chatId: 2, followup: 'Y' })] },
    { userMessages: [], pureChats: [testChat({ chatId: 3, archived: 'Y', read: 'Y' })] },
  ],
});

describe('chat cache updaters', () => {
  it('applies read, archive and follow-up as Y/N flags, marking the chats held', () => {
    let data = applyChatTriage(pages(), { kind: 'read', ids: [1] });
    data = applyChatTriage(data, { kind: 'followup', ids: [1, 2], value: 'N' });
    data = applyChatTriage(data, { kind: 'unarchive', ids: [3] });
    const chats = chatsById(data);
    expect(chats.get(1)).toMatchObject({ read: 'Y', followup: 'N', held: true });
    expect(chats.get(2)).toMatchObject({ followup: 'N', held: true });
    expect(chats.get(3)).toMatchObject({ archived: 'N', read: 'Y', held: true });
  });

  it('keeps the identity of untouched pages and chats', () => {
    const before = pages();
    const after = applyChatTriage(before, { kind: 'archive', ids: [3] })!;
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(after.pages[1]).not.toBe(before.pages[1]);
    expect(applyChatTriage(before, { kind: 'archive', ids: [99] })).toBe(before);
    expect(applyChatTriage(undefined, { kind: 'read', ids: [1] })).toBeUndefined();
  });

  it('rolls back only the field of the failed change, keeping another change in flight', () => {
    const before = pages();
    const flagged = applyChatTriage(before, { kind: 'followup', ids: [1], value: 'Y' });
    const both = applyChatTriage(flagged, { kind: 'archive', ids: [1] });
    // The archive fails while the flag is still running.
    const rolled = rollbackChatTriage(both, flagged, { kind: 'archive', ids: [1] }, new Set([1]));
    expect(chatsById(rolled).get(1)).toMatchObject({ archived: 'N', followup: 'Y', held: true });
    // The flag then fails too: back to the first snapshot, no longer held.
    const last = rollbackChatTriage(rolled, before, { kind: 'followup', ids: [1], value: 'Y' });
    expect(chatsById(last).get(1)).toMatchObject({ archived: 'N', followup: 'N', held: false });
  });
});
