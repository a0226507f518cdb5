import './billing-i18n';
import { Box, Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account/account.queries';
import { errorMessage } from '@/api/http/error-policy';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { TabList, TabPanel, Tabs } from '@/components/tabs';
import { formatMoney } from '@/domain/billing/money';
import { oldestPastDueInvoice } from '@/domain/billing/past-due';
import type { AccountChoice } from '@/lib/account-choice';
import { BillingSkeleton } from './billing-skeleton';
import { InvoicesTab } from './invoices-tab';
import { billingAccounts, effectiveSelection, mayPay, NOT_SELECTED } from './logic/billing-accounts';
import { PaymentTab } from './payment-tab';
import { PlansTab } from './plans-tab';

export type BillingTab = 0 | 1 | 2;
const tabKeys = ['plans', 'invoices', 'payment'] as const;

export interface BillingSearch {
  tab?: number | undefined;
  account?: number | undefined;
  invoice?: number | undefined;
  due?: 1 | undefined;
}

interface BillingScreenProps {
  search: BillingSearch;
  /** Replaces the screen's search parameters (tab, account, invoice stay in the address). */
  onSearchChange: (search: BillingSearch) => void;
}

/** Billing (billing-account §2 Account billing screen): account selector and the tabs Plans, Invoices, Payment info. */
export function BillingScreen({ search, onSearchChange }: BillingScreenProps) {
  const { t } = useTranslation('billing');
  const user = useCurrentUser();
  const accounts = useMemo(() => billingAccounts(user), [user]);
  const selection = effectiveSelection(accounts, search.account);
  // A chosen account that is no longer allowed resets to 'n' (and its invoice with it).
  useEffect(() => {
    if (search.account !== undefined && selection === NOT_SELECTED) onSearchChange({ tab: search.tab });
  }, [search.account, search.tab, selection, onSearchChange]);

  if (accounts.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  const tab = (search.tab ?? 0) as BillingTab;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap={5} maxW="5xl">
        <BillingAccountSelect
          accounts={accounts}
          value={selection}
          onChange={(account) => onSearchChange({ tab: search.tab, account: account === NOT_SELECTED ? undefined : account })}
        />
        {selection === NOT_SELECTED ? (
          <EmptyState title={t('chooseAccount')} />
        ) : (
          <BillingAccount
            key={selection}
            accountId={selection}
            payment={mayPay(user, selection)}
            tab={tab}
            invoiceId={search.invoice}
            openOverdue={search.due === 1 && search.invoice === undefined}
            onTabChange={(next) => onSearchChange({ account: selection, ...(next === 0 ? {} : { tab: next }) })}
            onInvoiceChange={(invoice) => onSearchChange({ tab: invoice ? 1 : search.tab, account: selection, invoice })}
          />
        )}
      </Stack>
    </>
  );
}

function BillingAccountSelect({ accounts, value, onChange }: { accounts: AccountChoice[]; value: number | 'n'; onChange: (value: number | 'n') => void }) {
  const { t } = useTranslation('billing');
  return (
    <Field.Root maxW={{ base: 'full', md: '80' }}>
      <Field.Label>{t('account')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={String(value)} onChange={(e) => onChange(e.currentTarget.value === NOT_SELECTED ? NOT_SELECTED : Number(e.currentTarget.value))}>
          <option value={NOT_SELECTED}>{t('notSelected')}</option>
          {accounts.map((a) => (
            <option key={a.accountId} value={a.accountId}>
              {a.accountName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface BillingAccountProps {
  accountId: number;
  payment: boolean;
  tab: BillingTab;
  invoiceId: number | undefined;
  /** Open the oldest overdue invoice once the account is loaded (the past-due button). */
  openOverdue: boolean;
  onTabChange: (tab: BillingTab) => void;
  onInvoiceChange: (invoiceId: number | undefined) => void;
}

function BillingAccount({ accountId, payment, tab, invoiceId, openOverdue, onTabChange, onInvoiceChange }: BillingAccountProps) {
  const { t, i18n } = useTranslation('billing');
  const tabsId = useId();
  const scope = useSessionScope();
  const account = useQuery(accountQueries.detail(scope, accountId));
  const overdue = account.data?.invoices ? oldestPastDueInvoice(account.data.invoices, account.data.autopayDays) : null;
  useEffect(() => {
    if (openOverdue && account.isSuccess) onInvoiceChange(overdue?.invoiceId);
  }, [openOverdue, account.isSuccess, overdue?.invoiceId, onInvoiceChange]);
  if (account.isPending) return <BillingSkeleton label={t('loading')} />;
  if (account.isError) return <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />;
  const data = account.data;
  if (!data.invoices || !data.accountBundles) return <EmptyState title={t('noBillingData')} />;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap={3}>
        <Box>
          <Text color="fg.muted" fontSize="sm">{t('balance')}</Text>
          <Text fontSize="2xl" fontWeight="semibold">{formatMoney(data.balance ?? 0, data.currencyCode, i18n.language)}</Text>
        </Box>
        <Tabs>
          <TabList
            id={tabsId}
            value={tabKeys[tab]}
            onChange={(key) => onTabChange(tabKeys.indexOf(key) as BillingTab)}
            tabs={tabKeys.map((key) => ({ value: key, label: t(`tabs.${key}`) }))}
          />
          <TabPanel id={tabsId} value="plans" selected={tabKeys[tab]}>
            <PlansTab account={data} />
          </TabPanel>
          <TabPanel id={tabsId} value="invoices" selected={tabKeys[tab]}>
            <InvoicesTab account={data} payment={payment} openInvoiceId={invoiceId} onOpenInvoice={onInvoiceChange} />
          </TabPanel>
          <TabPanel id={tabsId} value="payment" selected={tabKeys[tab]}>
            <PaymentTab account={data} payment={payment} />
          </TabPanel>
        </Tabs>
      </Card.Body>
    </Card.Root>
  );
}
