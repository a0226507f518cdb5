import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/account/account.queries';
import { prefetchAfterUser, prefetchNew } from '@/app/route-data';
import { settingsAccounts } from '@/features/settings/logic/settings-accounts';
import { SettingsScreen } from '@/features/settings/settings-screen';

export const Route = createFileRoute('/settings')({
  // The account the page opens on (numbers, forwarding, VIP number and recordings ride on it).
  loader: ({ context }) =>
    prefetchAfterUser(context, (queryClient, user, scope) => {
      const accountId = settingsAccounts(user)[0]?.accountId;
      if (accountId !== undefined) prefetchNew(queryClient, accountQueries.detail(scope, accountId));
    }),
  component: SettingsScreen,
});
