import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SmsTask } from '@/contract/text';
import { buildConversationIndex, conversationTitle, createConversationSearch, searchConversations } from './conversation-search';

const task = (taskId: number, over: Partial<SmsTask> = {}): SmsTask => ({
  taskId,
  taken: '2026-11-01T10:00:00Z',
  lastMessage: null,
  unread: 0,
  version: 1,
  accountId: 2,
  accountName: 'Harbor Law – Downtown',
  dnis: '+15035550100',
  ani: '+15035550101',
  smsDisplayName: null,
  phoneNumberId: 1,
  canReply: true,
  messages: [],
  ...over,
});

describe('conversation search', () => {
  const index = buildConversationIndex([
    task(1, { smsDisplayName: 'Maria Lopez' }),
    task(2, { ani: '+12065550199', accountName: 'Turner Family Dental' }),
    task(3, { messages: [{ messageId: 1, taken: '', ani: null, dnis: null, sendingUser: null, sendingUserId: null, textContent: 'Is the lease ready?', formContent: null }] }),
  ]);
  const ids = (q: string) => searchConversations(index, q).map((t) => t.taskId);

  it('matches contact, account and last text case-insensitively', () => {
    expect(ids('maria')).toEqual([1]);
    expect(ids('TURNER')).toEqual([2]);
    expect(ids('lease')).toEqual([3]);
    expect(ids('')).toEqual([1, 2, 3]);
  });
  it('matches numbers with or without punctuation', () => {
    expect(ids('206-555-0199')).toEqual([2]);
    expect(ids('(206) 555')).toEqual([2]);
    expect(ids('2065550199')).toEqual([2]);
  });
  it('compares numbers after removing punctuation, in the text too, but never across parts', () => {
    const spaced = buildConversationIndex([
      task(1, { ani: '+12065550101', dnis: '+12065550100', messages: [{ messageId: 1, taken: '', ani: null, dnis: null, sendingUser: null, sendingUserId: null, textContent: 'Call 503 555 0177 today', formContent: null }] }),
      task(2, { ani: '+12065550102', dnis: '+12065550100', smsDisplayName: 'Ann 503', accountName: '555 Dental' }),
    ]);
    expect(searchConversations(spaced, '503-555-0177').map((t) => t.taskId)).toEqual([1]);
    expect(searchConversations(spaced, '503555').map((t) => t.taskId)).toEqual([1]);
  });
  it('folds typographic dashes and quotes like the activity search', () => {
    expect(ids('harbor law - downtown')).toEqual([1, 3]);
    expect(ids('Harbor Law – Downtown')).toEqual([1, 3]);
  });
  it('titles a conversation by its name, else its number', () => {
    expect(conversationTitle({ smsDisplayName: 'Ann', ani: '+15035550101' })).toBe('Ann');
    expect(conversationTitle({ smsDisplayName: null, ani: '+15035550101' })).toBe('503-555-0101');
  });
});

describe('the keystroke search', () => {
  it('narrows typed text within the last matches and answers as the full search does', () => {
    const index = buildConversationIndex([task(1, { smsDisplayName: 'Maria Lopez' }), task(2, { smsDisplayName: 'Mark Ruiz' }), task(3, { ani: '+12065550199' })]);
    const search = createConversationSearch(index);
    for (const q of ['m', 'ma', 'mar', 'mari', 'mar', 'mark', '', '206', '206-5', '206-55']) {
      expect(search(q).map((t) => t.taskId), q).toEqual(searchConversations(index, q).map((t) => t.taskId));
    }
  });
});

describe('the keystroke search under any editing', () => {
  it('always answers as the full search does (typing on, backspace, paste, text to number and back)', () => {
    const tasks = [
      task(1, { smsDisplayName: 'Maria Lopez', ani: '+15035550142' }),
      task(2, { smsDisplayName: 'Mark Ruiz', ani: '+12065550199' }),
      task(3, { ani: '+15035551234', accountName: 'Turner Family Dental' }),
      task(4, { smsDisplayName: 'Ann (503) 555', messages: [{ messageId: 9, taken: '', ani: null, dnis: null, sendingUser: null, sendingUserId: null, textContent: 'ma 5035 - (50', formContent: null }] }),
    ];
    const index = buildConversationIndex(tasks);
    const keys = fc.constantFrom('m', 'a', 'r', 'k', ' ', '5', '0', '3', '1', '(', ')', '-', '+', '.', '–', 'BACK', 'CLEAR');
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 14 }), (presses) => {
        const search = createConversationSearch(index);
        let text = '';
        for (const key of presses) {
          text = key === 'BACK' ? text.slice(0, -1) : key === 'CLEAR' ? '' : text + key;
          expect(search(text).map((t) => t.taskId), JSON.stringify(text)).toEqual(searchConversations(index, text).map((t) => t.taskId));
        }
      }),
      { numRuns: 300 },
    );
  });
});
