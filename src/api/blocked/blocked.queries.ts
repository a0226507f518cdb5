import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/blocked.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * Blocked numbers per account. Rooted under the realtime area `account`, so an update flag for
 * the account (the server sends one after every change) refreshes them.
 */
export const blockedQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'account'), 'blocked'] as const,
  /** GET /api/blockNumbers/?accountId */
  list: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...blockedQueries.all(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('blockedNumbers', { accountId }, undefined, { signal }),
      staleTime: 30_000,
    }),
};
