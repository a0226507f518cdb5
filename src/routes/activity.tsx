import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '@/api/activity/activity.queries';
import { notCachedYet } from '@/app/route-data';
import { resolveFilters } from '@/lib/activity-filter-settings';
import { listRequest } from '@/lib/list-window';
import { ActivityInbox } from './activity/-activity-inbox';
import { activitySearchSchema, listRequestDeps } from '@/lib/activity-search-params';

/**
 * /activity and /activity/{messageId}: the activity inbox, its filters in validated search params.
 * One route for both (the children only read the message id): closing a message opened by its
 * address stays on this route, so the inbox keeps what was typed, ticked and scrolled.
 */
export const Route = createFileRoute('/activity')({
  validateSearch: activitySearchSchema,
  // Only what the request depends on, unresolved: resolving the dates stays in the screen's chunk
  // with the loader.
  loaderDeps: ({ search }) => listRequestDeps(search),
  // The list's first page starts with the route's chunk, for the same key the screen reads; the
  // screen's skeleton rows hold the space meanwhile.
  loader: ({ context, deps }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const list = activityQueries.list(scope, listRequest(resolveFilters(deps)));
    if (notCachedYet(context.queryClient, list.queryKey)) void context.queryClient.prefetchInfiniteQuery(list);
  },
  component: ActivityInbox,
});
