import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';

/**
 * Blocked numbers and VIP callers per account. Rooted under the realtime area `account`, so an
 * update flag for the account (the server sends one after every change) refreshes them.
 */
export const blockingQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'account'), 'blocking'] as const,
  blockedLists: (scope: SessionScope) => [...blockingQueries.all(scope), 'blocked'] as const,
  vipLists: (scope: SessionScope) => [...blockingQueries.all(scope), 'vip'] as const,
  /** GET /api/blockNumbers/?accountId */
  blocked: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...blockingQueries.blockedLists(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('blockedNumbers', { accountId }, undefined, { signal }),
      staleTime: 30_000,
    }),
  /** GET /api/vipCallers/?accountId */
  vip: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...blockingQueries.vipLists(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('vipCallers', { accountId }, undefined, { signal }),
      staleTime: 30_000,
    }),
};
