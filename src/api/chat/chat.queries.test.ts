import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE } from '@/contract/activity';
import { testChat } from '@/testing/chat-test-data';
import { nextChatPage } from './chat.queries';
import type { MessagesPage } from '../activity/activity.cache';

const page = (chats: number): MessagesPage => ({
  userMessages: [],
  pureChats: Array.from({ length: chats }, (_, i) => testChat({ chatId: i + 1 })),
});

describe('nextChatPage', () => {
  it('asks for the page after the loaded chats while pages come back full', () => {
    const first = page(CHAT_PAGE_SIZE);
    expect(nextChatPage(first, [first])).toBe(1);
    const second = page(CHAT_PAGE_SIZE);
    expect(nextChatPage(second, [first, second])).toBe(2);
  });

  it('stops after a short page, whatever the messages of that page', () => {
    const first = page(CHAT_PAGE_SIZE);
    const last = { ...page(40), userMessages: [] };
    expect(nextChatPage(last, [first, last])).toBeUndefined();
    expect(nextChatPage(page(0), [page(0)])).toBeUndefined();
  });
});
