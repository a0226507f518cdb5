import './company-i18n';
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { CompanyDirectory } from './company-directory';
import { CompanyInfo, type RenderAddressEdit } from './company-info';
import { isGlobalAdminOf } from '@/lib/roles';
import { companyAccounts } from './logic/company-accounts';

/** Company (billing-account §2): company information (edited by GLOBALADMIN) and the directory. */
export function CompanyScreen({ renderAddressEdit }: { renderAddressEdit?: RenderAddressEdit } = {}) {
  const { t } = useTranslation('company');
  const user = useCurrentUser();
  const accounts = useMemo(() => companyAccounts(user), [user]);
  if (accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <CompanyView accounts={accounts} renderAddressEdit={renderAddressEdit} />;
}

function CompanyView({ accounts, renderAddressEdit }: { accounts: AccountChoice[]; renderAddressEdit?: RenderAddressEdit | undefined }) {
  const { t } = useTranslation('company');
  const user = useCurrentUser();
  const scope = useSessionScope();
  const [accountId, setAccountId] = useState(accounts[0]!.accountId);
  const account = useQuery(accountQueries.detail(scope, accountId));
  const canEdit = isGlobalAdminOf(user, accountId);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap={5} maxW="5xl">
        <AccountSelect accounts={accounts} value={accountId} onChange={setAccountId} label={t('account')} />
        {account.isPending ? (
          <LoadingState label={t('loading')} size="section" />
        ) : account.isError ? (
          <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />
        ) : (
          <>
            <CompanyInfo account={account.data} canEdit={canEdit} renderAddressEdit={renderAddressEdit} />
            <CompanyDirectory account={account.data} />
          </>
        )}
      </Stack>
    </>
  );
}
