import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/account/account.queries';
import { prefetchAfterUser, prefetchNew } from '@/app/route-data';
import { AddressDialog } from '@/features/billing/address-dialog';
import { CompanyScreen } from '@/features/company/company-screen';
import { companyAccounts } from '@/features/company/logic/company-accounts';

export const Route = createFileRoute('/company')({
  // The account the page opens on (the first of the user's company accounts).
  loader: ({ context }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const accountId = companyAccounts(user)[0]?.accountId;
      if (accountId !== undefined) prefetchNew(queryClient, accountQueries.detail(scope, accountId));
    }),
  component: CompanyRoute,
});

/** The company page with billing's 'Edit Address' dialog for its billing and service addresses. */
function CompanyRoute() {
  return <CompanyScreen renderAddressEdit={(account, kind, onClose) => <AddressDialog account={account} kind={kind} onClose={onClose} />} />;
}
