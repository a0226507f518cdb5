import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import type { TransferLinksResponse } from '@/contract/integrations';
import '@/contract/integrations.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/** While deliveries wait, the counts move without a realtime flag: poll this often. */
export const COUNTS_POLL_MS = 4_000;

const hasWaiting = (data: TransferLinksResponse | undefined) => !!data?.links.some((l) => l.queued > 0 || l.retry > 0);

/**
 * Integrations (billing-account §7): the user's transfer links and the services. Rooted under the
 * realtime area `user`: the server flags it after every link change.
 */
export const integrationsQueries = {
  all: (scope: SessionScope) => [...areaKey(scope, 'user'), 'integrations'] as const,
  /** GET /api/transfers/links: the links with their rules, and what the rule editor may offer. */
  links: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...integrationsQueries.all(scope), 'links'] as const,
      queryFn: ({ signal }) => callEndpoint('transferLinks', {}, undefined, { signal }),
      staleTime: 10_000,
      refetchInterval: (query) => (hasWaiting(query.state.data) ? COUNTS_POLL_MS : false),
    }),
  /** GET /api/transfers/services */
  services: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...integrationsQueries.all(scope), 'services'] as const,
      queryFn: ({ signal }) => callEndpoint('transferServices', {}, undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
};
