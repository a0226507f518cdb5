import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import { MESSAGE_PAGE_SIZE } from '@/contract/activity';
import type { MessagesPage } from './activity.cache';
import '@/contract/activity.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** The window and company of the activity list (ISO times; no account: all companies). */
export interface MessageListParams {
  startTime: string;
  endTime: string;
  accountId?: number;
}

export const activityQueries = {
  /** Everything about messages (realtime invalidates this level, throttled). */
  all: (scope: SessionScope) => areaKey(scope, 'messages'),
  /** Every variant of the activity list (optimistic changes patch all of them). */
  lists: (scope: SessionScope) => [...activityQueries.all(scope), 'list'] as const,
  /** GET /api/messages: the latest 20 items and the unread counters (dashboard). */
  recent: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...activityQueries.all(scope), 'recent'] as const,
      // The first ask of a page load on / is answered by index.html's early request (early-answers.ts).
      queryFn: ({ signal }) => callEndpoint('messagesRecent', {}, undefined, { signal }),
      staleTime: 30_000,
    }),
  /**
   * GET /api/messages/all, page by page (500 messages, 100 chats), newest first. Structural
   * sharing is off: at 50,000 items the deep compare on every refetch costs more than it saves.
   * A page is ~1 MB of JSON: it is parsed and checked in the contract-parse worker.
   */
  list: (scope: SessionScope, params: MessageListParams) =>
    infiniteQueryOptions({
      queryKey: [...activityQueries.lists(scope), params] as const,
      queryFn: ({ pageParam, signal }): Promise<MessagesPage> =>
        callEndpoint('messagesAll', { ...params, pageNumber: pageParam, fromPortal: 'yes' }, undefined, { signal, parseOffThread: true }),
      initialPageParam: 0,
      getNextPageParam: (last: MessagesPage, pages: MessagesPage[]) =>
        last.userMessages.length < MESSAGE_PAGE_SIZE ? undefined : pages.length,
      structuralSharing: false,
      staleTime: 30_000,
    }),
};
