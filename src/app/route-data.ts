import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * True when nothing has been cached under `queryKey` yet: a route's loader starts the screen's
 * data only then (non-blocking prefetch, docs/architecture.md "Router pattern"). Data already
 * there, fresh or stale, is the screen's own query to refresh, so hovering a link (the router
 * preloads on intent) never refetches a list of thousands of items.
 */
export function notCachedYet(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueryState(queryKey) === undefined;
}
