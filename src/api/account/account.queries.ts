import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/account.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * The account (GET /api/accounts/{id}): company, numbers, recordings and directory. Rooted under
 * the realtime area `account`, so the server's update after any change refreshes it.
 */
export const accountQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'account'), 'detail'] as const,
  detail: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('account', {}, { id: accountId }, { signal }),
      staleTime: 30_000,
    }),
};
