import { createFileRoute } from '@tanstack/react-router';
import { AddressDialog } from '@/features/billing/address-dialog';
import { CompanyScreen } from '@/features/company/company-screen';

export const Route = createFileRoute('/company')({
  component: CompanyRoute,
});

/** The company page with billing's 'Edit Address' dialog for its billing and service addresses. */
function CompanyRoute() {
  return <CompanyScreen renderAddressEdit={(account, kind, onClose) => <AddressDialog account={account} kind={kind} onClose={onClose} />} />;
}
