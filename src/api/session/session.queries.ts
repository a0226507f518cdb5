import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import { areaKey, type SessionScope } from '@/api/query-scope';
import '@/contract/session.endpoints'; // the definitions of its calls, loaded and preloaded with this module

export const sessionQueries = {
  /** Everything about the signed-in user (invalidate on realtime updates). */
  all: (scope: SessionScope) => areaKey(scope, 'user'),
  /** GET /api/me. */
  me: (scope: SessionScope) =>
    queryOptions({
      queryKey: [...sessionQueries.all(scope), 'me'] as const,
      // The first ask of a page load is answered by index.html's early request (early-answers.ts).
      queryFn: ({ signal }) => callEndpoint('me', {}, undefined, { signal }),
      staleTime: 60_000,
    }),
};
