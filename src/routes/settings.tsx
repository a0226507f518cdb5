import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import { accountQueries } from '@/api/account/account.queries';
import { prefetchAfterUser, prefetchNew } from '@/app/route-data';
import { openingSettingsAccount, settingsAccounts } from '@/features/settings/logic/settings-accounts';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { optionalIdSearchParam } from '@/lib/search-params';

/** account: the account whose settings are shown (none, or one the user may not open: the first). */
const settingsSearch = z.object({ account: optionalIdSearchParam });

export const Route = createFileRoute('/settings')({
  validateSearch: settingsSearch,
  loaderDeps: ({ search }) => ({ account: search.account }),
  // The account the page opens on (numbers, forwarding, VIP number and recordings ride on it).
  loader: ({ context, deps }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const accountId = openingSettingsAccount(settingsAccounts(user), deps.account);
      if (accountId !== undefined) prefetchNew(queryClient, accountQueries.detail(scope, accountId));
    }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { account } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onAccountChange = useCallback((accountId: number) => void navigate({ search: { account: accountId }, replace: true }), [navigate]);
  return <SettingsScreen requestedAccountId={account} onAccountChange={onAccountChange} />;
}
