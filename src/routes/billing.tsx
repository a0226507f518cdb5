import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { accountQueries } from '@/api/account/account.queries';
import { notCachedYet } from '@/app/route-data';
import { BillingScreen, type BillingSearch } from '@/features/billing/billing-screen';
import { optionalIdSearchParam } from '@/lib/search-params';

/**
 * tab 0–2: Plans, Invoices, Payment info (billing-account §2); missing or anything else means 0.
 * account: the selected account (none: not selected); invoice: the invoice whose dialog is open.
 */
const billingSearch = z.object({
  tab: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0)),
  account: optionalIdSearchParam,
  invoice: optionalIdSearchParam,
  /** 1: open the account's oldest overdue invoice (the past-due button). */
  due: z.optional(z.catch(z.optional(z.literal(1)), undefined)),
});

export const Route = createFileRoute('/billing')({
  validateSearch: billingSearch,
  loaderDeps: ({ search }) => ({ account: search.account }),
  // A chosen account's billing starts with the route's chunk (the screen's key); without one the
  // selector comes first.
  loader: ({ context, deps }) => {
    const scope = context.sessionScope();
    if (!scope || deps.account === undefined) return;
    const account = accountQueries.detail(scope, deps.account);
    if (notCachedYet(context.queryClient, account.queryKey)) void context.queryClient.prefetchQuery(account);
  },
  component: BillingRoute,
});

function BillingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: BillingSearch) =>
      void navigate({
        search: {
          ...(next.tab ? { tab: next.tab } : {}),
          ...(next.account ? { account: next.account } : {}),
          ...(next.invoice ? { invoice: next.invoice } : {}),
          ...(next.due ? { due: 1 as const } : {}),
        },
        replace: true,
      }),
    [navigate],
  );
  return <BillingScreen search={search} onSearchChange={onSearchChange} />;
}
