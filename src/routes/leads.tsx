import { createFileRoute } from '@tanstack/react-router';
import { leadsQueries } from '@/api/leads/leads.queries';
import { prefetchAfterUser, prefetchNew } from '@/app/route-data';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { LeadsScreen } from '@/features/leads/leads-screen';
import { globalAdminAccounts } from '@/lib/roles';
import { loadContactLinkMenu, renderContactLink } from './-contact-link-menu';

export const Route = createFileRoute('/leads')({
  // The leads of the first GLOBALADMIN account, the one the screen opens on.
  loader: ({ context }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const accountId = globalAdminAccounts(user)[0]?.accountId;
      if (accountId !== undefined) prefetchNew(queryClient, leadsQueries.list(scope, accountId));
    }),
  component: LeadsRoute,
});

/** The leads with the contact-link menu on their numbers and addresses: call, text or save a lead. */
function LeadsRoute() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  return <LeadsScreen renderContactLink={renderContactLink} />;
}
