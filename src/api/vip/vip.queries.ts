import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/vip.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * VIP callers per account. Rooted under the realtime area `account`, so an update flag for the
 * account (the server sends one after every change) refreshes them.
 */
export const vipQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'account'), 'vip'] as const,
  /** GET /api/vipCallers/?accountId */
  list: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...vipQueries.all(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('vipCallers', { accountId }, undefined, { signal }),
      staleTime: 30_000,
    }),
};
