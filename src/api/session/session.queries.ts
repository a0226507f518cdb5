import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, currentSessionKey } from '@/api/http/portal-client';
import { takeEarlyAnswer } from '@/api/http/early-answers';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/session.endpoints'; // the definitions of its calls, loaded and preloaded with this module

export const sessionQueries = {
  /** Everything about the signed-in user (invalidate on realtime updates). */
  all: (scope: SessionScope) => areaKey(scope, 'user'),
  /** GET /api/me. */
  me: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...sessionQueries.all(scope), 'me'] as const,
      // The first ask of a page load may already be answered by index.html's early request.
      queryFn: ({ signal }) => callEndpoint('me', {}, undefined, { signal, pending: takeEarlyAnswer('/api/me', currentSessionKey()) }),
      staleTime: 60_000,
    }),
};
