import { createFileRoute } from '@tanstack/react-router';
import { activityQueries } from '@/api/activity/activity.queries';
import { statusQueries } from '@/api/status/status.queries';
import { notCachedYet } from '@/app/route-data';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { StatusPanel } from '@/features/status/status-panel';

/** The dashboard with the status feature's panel composed in (features never import each other). */
function Dashboard() {
  return <DashboardScreen statusPanel={<StatusPanel />} />;
}

export const Route = createFileRoute('/')({
  // The status panel's and Recent Activity's data start with the route's chunk, beside /api/me,
  // not after the screen has mounted; their skeletons reserve the space meanwhile.
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const overview = statusQueries.overview(scope);
    const recent = activityQueries.recent(scope);
    if (notCachedYet(context.queryClient, overview.queryKey)) void context.queryClient.prefetchQuery(overview);
    if (notCachedYet(context.queryClient, recent.queryKey)) void context.queryClient.prefetchQuery(recent);
  },
  component: Dashboard,
});
