import { createFileRoute } from '@tanstack/react-router';
import { statusQueries } from '@/api/status/status.queries';
import { notCachedYet } from '@/app/route-data';
import { StatusScreen } from '@/features/status/status-screen';

export const Route = createFileRoute('/status')({
  // Starts the overview with the route's chunk; the screen's skeleton holds its place meanwhile.
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const overview = statusQueries.overview(scope);
    if (notCachedYet(context.queryClient, overview.queryKey)) void context.queryClient.prefetchQuery(overview);
  },
  component: StatusScreen,
});
