import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';

export const sessionQueries = {
  /** Everything about the signed-in user (invalidate on realtime updates). */
  all: (scope: SessionScope) => areaKey(scope, 'user'),
  /** GET /api/me. */
  me: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...sessionQueries.all(scope), 'me'] as const,
      queryFn: ({ signal }) => callEndpoint('me', {}, undefined, { signal }),
      staleTime: 60_000,
    }),
};
