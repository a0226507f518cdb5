import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import type { SmsTasksResponse } from '@/contract/text';
import '@/contract/text.endpoints'; // the definitions of its calls, loaded and preloaded with this module

export interface TextRange {
  /** Instants (ISO) of the window's start and end. */
  startDate: string;
  endDate: string;
}

/** The text view's conversations (core §7 SMS tasks: startDate, endDate, pageNumber, smsVersion 0). */
export const textQueries = {
  /** The realtime area `texts` invalidates everything under this key. */
  all: (scope: SessionScope) => areaKey(scope, 'texts'),
  conversations: (scope: SessionScope, range: TextRange) =>
    infiniteQueryOptions({
      queryKey: [...textQueries.all(scope), 'conversations', range] as const,
      queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
        callEndpoint('smsTasks', { startDate: range.startDate, endDate: range.endDate, pageNumber: pageParam, smsVersion: 0 }, undefined, { signal }),
      initialPageParam: 0 as number,
      getNextPageParam: (last: SmsTasksResponse) => (last.smsTasks.length >= last.pageSize ? last.pageNumber + 1 : undefined),
      staleTime: 30_000,
    }),
};
