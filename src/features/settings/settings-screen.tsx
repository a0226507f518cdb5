import './settings-i18n';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account/account.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { AccountSelect } from '@/components/account-select';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import type { AccountChoice } from '@/lib/account-choice';
import { CallForwardingCard } from './call-forwarding-card';
import { GreetingCard } from './greeting-card';
import { isGlobalAdminOf } from '@/lib/roles';
import { openingSettingsAccount, settingsAccounts } from './logic/settings-accounts';
import { VipForwardingCard } from './vip-forwarding-card';

interface SettingsScreenProps {
  /** The account named in the page's address (a link from VIP Contacts), if any. */
  requestedAccountId: number | undefined;
  onAccountChange: (accountId: number) => void;
}

/** Settings (billing-account §2): VIP forwarding number, call forwarding per number, voicemail greeting. */
export function SettingsScreen({ requestedAccountId, onAccountChange }: SettingsScreenProps) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const accounts = useMemo(() => settingsAccounts(user), [user]);
  if (accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <SettingsView accounts={accounts} accountId={openingSettingsAccount(accounts, requestedAccountId)!} onAccountChange={onAccountChange} />;
}

function SettingsView({ accounts, accountId, onAccountChange }: { accounts: AccountChoice[]; accountId: number; onAccountChange: (accountId: number) => void }) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const account = useQuery(accountQueries.detail(scope, accountId));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap={5} maxW="4xl">
        <AccountSelect accounts={accounts} value={accountId} onChange={onAccountChange} label={t('account')} />
        {account.isPending ? (
          <LoadingState label={t('loading')} size="section" />
        ) : account.isError ? (
          <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
        ) : (
          <>
            {isGlobalAdminOf(user, accountId) ? <VipForwardingCard account={account.data} /> : null}
            <CallForwardingCard account={account.data} />
            <GreetingCard account={account.data} canRecordAccount={isGlobalAdminOf(user, accountId)} />
          </>
        )}
      </Stack>
    </>
  );
}
