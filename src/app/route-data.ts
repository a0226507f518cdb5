import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionQueries } from '@/api/session/session.queries';
import type { SessionScope } from '@/api/query-scope';
import type { User } from '@/contract/session';
import type { RouterContext } from './router-context';

/**
 * True when nothing has been cached under `queryKey` yet: a route's loader starts the screen's
 * data only then (non-blocking prefetch, docs/architecture.md "Router pattern"). Data already
 * there, fresh or stale, is the screen's own query to refresh, so hovering a link (the router
 * preloads on intent) never refetches a list of thousands of items.
 */
export function notCachedYet(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueryState(queryKey) === undefined;
}

/** Starts `options` without waiting, unless something is cached under its key (notCachedYet). */
export function prefetchNew<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  if (notCachedYet(queryClient, options.queryKey)) void queryClient.prefetchQuery(options);
}

/**
 * For screens whose first request depends on the signed-in user (the account they open on):
 * once /api/me is there, `start` prefetches that request. Never waits: a first load joins the
 * session's own /api/me request (the same key) and starts the screen's data as soon as it
 * answers, not after the screen's chunk has loaded and rendered.
 */
export function prefetchAfterUser(context: RouterContext, start: (queryClient: QueryClient, user: User, scope: SessionScope) => void): void {
  const scope = context.sessionScope();
  if (!scope) return;
  const { queryClient } = context;
  void queryClient.ensureQueryData(sessionQueries.me(scope)).then(
    (user) => start(queryClient, user, scope),
    // A failed /api/me is the session's to handle (a 401 logs out once; else the splash retries).
    () => undefined,
  );
}
