import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BillingScreen, type BillingTab } from '@/features/billing/billing-screen';

/** tab 0–2: Plans, Invoices, Payment info (billing-account §2); missing or anything else means 0. */
const billingSearch = z.object({
  tab: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0)),
});

export const Route = createFileRoute('/billing')({
  validateSearch: billingSearch,
  component: BillingRoute,
});

function BillingRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BillingScreen
      tab={(tab ?? 0) as BillingTab}
      onTabChange={(next) => void navigate({ search: next === 0 ? {} : { tab: next }, replace: true })}
    />
  );
}
