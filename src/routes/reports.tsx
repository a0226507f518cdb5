import { createFileRoute } from '@tanstack/react-router';
import { reportsQueries } from '@/api/reports/reports.queries';
import { prefetchAfterUser, prefetchNew } from '@/app/route-data';
import { ReportsScreen } from '@/features/reports/reports-screen';
import { canSeeInsights, globalAdminAccounts } from '@/lib/roles';

export const Route = createFileRoute('/reports')({
  // The screen opens on the first GLOBALADMIN account's current period: its figures (with the
  // invoice list) and the three charts, started as soon as the user is known.
  loader: ({ context }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const accountId = canSeeInsights(user) ? globalAdminAccounts(user)[0]?.accountId : undefined;
      if (accountId === undefined) return;
      prefetchNew(queryClient, reportsQueries.current(scope, accountId, 0));
      prefetchNew(queryClient, reportsQueries.callVolume(scope, accountId, 0, 'current'));
      prefetchNew(queryClient, reportsQueries.phoneNumberInsights(scope, accountId, 0));
      prefetchNew(queryClient, reportsQueries.contactInsights(scope, accountId, 0));
    }),
  component: ReportsScreen,
});
