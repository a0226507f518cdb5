import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/status.endpoints'; // the definitions of its calls, loaded and preloaded with this module

export const statusQueries = {
  /** Everything about statuses (realtime area 'statuses'). */
  all: (scope: SessionScope) => areaKey(scope, 'statuses'),
  /** GET /api/status: current, scheduled and saved statuses. */
  overview: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...statusQueries.all(scope), 'overview'] as const,
      // The first ask of a page load on / is answered by index.html's early request (early-answers.ts).
      queryFn: ({ signal }) => callEndpoint('status', {}, undefined, { signal }),
      staleTime: 30_000,
      // A status starts and ends by the clock, without a server change to announce it.
      refetchInterval: 60_000,
    }),
  /** GET /api/statusLists: the message, instruction and duration choices (rarely change). */
  lists: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...statusQueries.all(scope), 'lists'] as const,
      queryFn: ({ signal }) => callEndpoint('statusLists', {}, undefined, { signal }),
      staleTime: 60 * 60_000,
    }),
};
