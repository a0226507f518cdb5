import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/leads.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** Web leads per account. */
export const leadsQueries = {
  all: (scope: SessionScope) => areaKey(scope, 'leads'),
  /** GET /api/leads?accountId */
  list: (scope: SessionScope, accountId: number) =>
    queryOptions({
      queryKey: [...leadsQueries.all(scope), accountId] as const,
      queryFn: ({ signal }) => callEndpoint('leads', { accountId }, undefined, { signal }),
      staleTime: 60_000,
    }),
};
