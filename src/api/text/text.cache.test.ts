import { describe, expect, it } from 'vitest';
import type { SmsTask } from '@/contract/text';
import { conversationsOf, withConversation, withConversationRead } from './text.cache';

const task = (taskId: number, unread = 0): SmsTask => ({
  taskId,
  taken: '2026-11-01T10:00:00Z',
  lastMessage: null,
  unread,
  version: 1,
  accountId: 2,
  accountName: 'Harbor',
  dnis: '+15035550100',
  ani: '+15035550101',
  smsDisplayName: null,
  phoneNumberId: 1,
  canReply: true,
  messages: [],
});
const pages = (...lists: SmsTask[][]) => ({
  pages: lists.map((smsTasks, pageNumber) => ({ smsTasks, pageNumber, pageSize: 2, version: 1 })),
  pageParams: lists.map((_, i) => i),
});

describe('text cache', () => {
  it('lists each conversation once across pages', () => {
    expect(conversationsOf(pages([task(1), task(2)], [task(2), task(3)])).map((t) => t.taskId)).toEqual([1, 2, 3]);
  });
  it('clears the unread count of the opened conversation only', () => {
    const read = withConversationRead(pages([task(1, 2), task(2, 5)]), 2);
    expect(conversationsOf(read).map((t) => t.unread)).toEqual([2, 0]);
  });
  it('puts a sent text’s conversation first, replacing its old copy', () => {
    const next = withConversation(pages([task(1), task(2)], [task(3)]), { ...task(3), version: 9 });
    expect(conversationsOf(next).map((t) => [t.taskId, t.version])).toEqual([[3, 9], [1, 1], [2, 1]]);
    expect(conversationsOf(withConversation(pages([task(1)]), task(7))).map((t) => t.taskId)).toEqual([7, 1]);
  });
});
