import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import { CHAT_PAGE_SIZE } from '@/contract/activity';
import type { MessagesPage } from '../activity/activity.cache';
import { activityQueries, type MessageListParams } from '../activity/activity.queries';
import { chatPageRequest } from './chat-page-request';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** The page to ask for next: chat pages hold 100, so the page number comes from the loaded count. */
export function nextChatPage(last: MessagesPage, pages: readonly MessagesPage[]): number | undefined {
  if (last.pureChats.length < CHAT_PAGE_SIZE) return undefined;
  const loaded = pages.reduce((n, page) => n + page.pureChats.length, 0);
  return Math.floor(loaded / CHAT_PAGE_SIZE);
}

export const chatQueries = {
  /**
   * The chat list: GET /api/messages/all paged by its chats (spec core §4 "Chat page size is
   * 100"). It sits under the message lists' key so the held chat changes and realtime refreshes
   * reach it; the pages keep only the chats (the activity list holds the messages).
   */
  list: (scope: SessionScope, params: MessageListParams) =>
    infiniteQueryOptions({
      queryKey: [...activityQueries.lists(scope), 'chats', params] as const,
      queryFn: async ({ pageParam, signal }): Promise<MessagesPage> => {
        const page = await callEndpoint('messagesAll', chatPageRequest(params, pageParam), undefined, {
          signal,
          parseOffThread: true,
        });
        return { userMessages: [], pureChats: page.pureChats };
      },
      initialPageParam: 0,
      getNextPageParam: nextChatPage,
      structuralSharing: false,
      staleTime: 30_000,
    }),
  /** GET /api/messages/getChatExport: one chat with its lines (a deep link, the PDF export). */
  detail: (scope: SessionScope, chatId: number) =>
    queryOptions({
      queryKey: [...activityQueries.all(scope), 'chat', chatId] as const,
      queryFn: ({ signal }) => callEndpoint('chatExport', { chatId }, undefined, { signal }),
      staleTime: 30_000,
    }),
};
