import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_PAGE_SIZE } from '@/contract/activity';
import { testMessage } from '@/testing/activity-test-data';
import { testChat } from '@/testing/chat-test-data';
import { chatQueries, nextChatPage } from './chat.queries';
import type { MessagesPage } from '../activity/activity.cache';

const calls: { name: string; input: unknown }[] = [];
vi.mock('@/api/http/portal-client', () => ({
  callEndpoint: (name: string, input: unknown) => {
    calls.push({ name, input });
    // A server that ignores chatsOnly sends the messages as well.
    return Promise.resolve({ userMessages: [testMessage({ messageId: 9 })], pureChats: [testChat({ chatId: 1 })] });
  },
}));

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

describe('the chat list query', () => {
  it('asks for the chats only, and keeps only the chats whatever the server sends', async () => {
    const client = new QueryClient();
    const params = { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-02T00:00:00.000Z' };
    const data = await client.fetchInfiniteQuery(chatQueries.list('utest', params));
    expect(calls).toEqual([{ name: 'messagesAll', input: { ...params, pageNumber: 0, fromPortal: 'yes', chatsOnly: 'Y' } }]);
    expect(data.pages[0]!.userMessages).toEqual([]);
    expect(data.pages[0]!.pureChats.map((c) => c.chatId)).toEqual([1]);
  });
});
