import './reports-i18n';
import { Card, Field, Flex, Heading, Link as ChakraLink, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { reportsQueries } from '@/api/reports/reports.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { AccountSelect } from '@/components/account-select';
import { PageHeader } from '@/components/page-header';
import { averageBillableSeconds, formatBillableTime } from '@/domain/reports/billable';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import { formatCalendarDay, periodDays } from '@/lib/dates';
import { canSeeInsights, globalAdminAccounts } from '@/lib/roles';
import { formatGroupedNumber } from '@/lib/whole-number';
import { ActivityReportPanel } from './activity-report-panel';
import { ChartPanel } from './chart-panel';
import type { ChartSeries } from './chart-series';
import { invoiceOptions, reportInvoiceId, validInvoiceChoice, CURRENT_INVOICE_CHOICE } from './logic/invoice-options';
import { Figure, FiguresPanel } from './report-figures';

type RoleRow = ReturnType<typeof globalAdminAccounts>[number];

/** Insights (/reports, billing-account §2): GLOBALADMIN accounts only. */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const user = useCurrentUser();
  const roles = useMemo(() => globalAdminAccounts(user), [user]);
  if (!canSeeInsights(user) || roles.length === 0) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <ReportsView roles={roles} />;
}

const errorOf = (q: { isError: boolean; error: unknown }) => (q.isError ? errorMessage(q.error) : null);

function ReportsView({ roles }: { roles: RoleRow[] }) {
  const { t } = useTranslation('reports');
  const scope = useSessionScope();
  const [accountId, setAccountId] = useState(roles[0]!.accountId);
  const [choice, setChoice] = useState(CURRENT_INVOICE_CHOICE);
  const [combinedView, setCombinedView] = useState(false);
  const role = roles.find((r) => r.accountId === accountId) ?? roles[0]!;
  // The invoice list comes with the current period's summary.
  const invoices = useQuery(reportsQueries.current(scope, accountId, 0));
  const invoiceChoice = validInvoiceChoice(choice, invoices.data?.invoices);
  const invoiceId = reportInvoiceId(invoiceChoice);
  const combinedAllowed = role.showCombinedUsage === 'Y';
  const combined = combinedAllowed && combinedView;

  const options = invoiceOptions(invoices.data?.invoices ?? []);
  const periodOf = (start: string, end: string) => t('period', periodDays(start, end));
  const chosen = invoices.data?.invoices.find((i) => i.invoiceId === invoiceChoice);
  const periodLabel = chosen ? periodOf(chosen.periodStart, chosen.periodEnd) : invoices.data ? periodOf(invoices.data.periodStart, invoices.data.periodEnd) : '';
  const invoiceLabel = invoiceChoice === CURRENT_INVOICE_CHOICE ? t('invoiceCurrent') : (options.find((o) => o.value === invoiceChoice)?.label ?? '');

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Flex gap={4} wrap="wrap" align="flex-end" mb={4}>
        <AccountSelect
          accounts={roles}
          value={accountId}
          onChange={(id) => {
            setAccountId(id);
            setChoice(CURRENT_INVOICE_CHOICE);
            setCombinedView(false);
          }}
          label={t('account')}
        />
        <Field.Root maxW={{ base: 'full', md: '56' }}>
          <Field.Label>{t('invoice')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={invoiceChoice} onChange={(e) => setChoice(Number(e.currentTarget.value))}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.value === CURRENT_INVOICE_CHOICE ? t('invoiceCurrent') : o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {combinedAllowed ? (
          // As tall as the selects beside it (40 px), so the switch sits on their middle line.
          <Switch.Root checked={combinedView} onCheckedChange={(e) => setCombinedView(e.checked)} colorPalette="brand" minH="10">
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('combinedUsageLabel')}</Switch.Label>
          </Switch.Root>
        ) : null}
      </Flex>
      <Stack gap={4}>
        {combined ? (
          <CombinedUsage accountId={accountId} invoiceId={invoiceId} />
        ) : (
          <AccountInsights accountId={accountId} invoiceId={invoiceId} />
        )}
        {!combined ? <ActivityReportPanel accountId={accountId} accountName={role.accountName} invoiceId={invoiceId} invoiceLabel={invoiceLabel} periodLabel={periodLabel} periodLoading={invoices.isPending} periodFailed={invoices.isError && !invoices.data} onPeriodRetry={() => void invoices.refetch()} /> : null}
        {role.showExtendedReports === 'Y' ? <ExtendedReports /> : null}
      </Stack>
    </>
  );
}

function AccountInsights({ accountId, invoiceId }: { accountId: number; invoiceId: number }) {
  const { t } = useTranslation('reports');
  const scope = useSessionScope();
  const summary = useQuery(reportsQueries.current(scope, accountId, invoiceId));
  const volume = useQuery(reportsQueries.callVolume(scope, accountId, invoiceId, 'current'));
  const phones = useQuery(reportsQueries.phoneNumberInsights(scope, accountId, invoiceId));
  const contacts = useQuery(reportsQueries.contactInsights(scope, accountId, invoiceId));
  const s = summary.data;

  const phoneSeries = useMemo<ChartSeries | undefined>(() => {
    if (!phones.data) return undefined;
    const totals = new Map<string, number>();
    for (const p of phones.data) totals.set(p.dnis, (totals.get(p.dnis) ?? 0) + p.call_count);
    return { labelHeading: t('number'), valueLabel: t('calls'), rows: [...totals].map(([dnis, value]) => ({ label: formatUsDisplay(dnis), value })) };
  }, [phones.data, t]);
  const volumeSeries = useMemo<ChartSeries | undefined>(
    () => volume.data && { labelHeading: t('day'), valueLabel: t('calls'), rows: volume.data.points.map((p) => ({ label: formatCalendarDay(p.label), value: p.calls })) },
    [volume.data, t],
  );
  const contactSeries = useMemo<ChartSeries | undefined>(
    () => contacts.data && { labelHeading: t('outcome'), valueLabel: t('count'), rows: contacts.data.items.map((i) => ({ label: i.contactDescription, value: i.count })) },
    [contacts.data, t],
  );

  return (
    <>
      {s ? (
        <Text color="fg.muted" fontSize="sm">
          {t('period', periodDays(s.periodStart, s.periodEnd))}
        </Text>
      ) : (
        <Text fontSize="sm">&nbsp;</Text>
      )}
      <FiguresPanel
        heading={t('currentCallUsage')}
        pending={summary.isPending}
        error={errorOf(summary)}
        onRetry={() => void summary.refetch()}
        empty={s && s.totalTasks === 0 ? t('noUsage') : null}
      >
        {s ? (
          <>
            <Figure label={t('calls')} value={formatGroupedNumber(s.totalTasks)} />
            <Figure label={t('billableMinutes')} value={`${formatGroupedNumber(s.totalBillable)} / ${formatGroupedNumber(s.planMinutes)}`} />
            <Figure label={t('billableCalls')} value={formatGroupedNumber(s.billableTasks)} />
            <Figure label={t('averageBillableTime')} value={formatBillableTime(s.averageBillableSeconds)} />
          </>
        ) : null}
      </FiguresPanel>
      <FiguresPanel
        heading={t('currentBillableAssists')}
        pending={summary.isPending}
        error={errorOf(summary)}
        onRetry={() => void summary.refetch()}
        empty={s && s.totalAssist === 0 ? t('noUsage') : null}
      >
        {s ? (
          <>
            <Figure label={t('assists')} value={formatGroupedNumber(s.totalAssist)} />
            <Figure label={t('billableAssistMinutes')} value={formatGroupedNumber(s.totalBillableAssist)} />
            <Figure label={t('averageBillableTime')} value={formatBillableTime(averageBillableSeconds(s.totalBillableAssist, s.totalAssist))} />
          </>
        ) : null}
      </FiguresPanel>
      <ChartPanel heading={t('phoneNumberInsights')} series={phoneSeries} pending={phones.isPending} error={errorOf(phones)} onRetry={() => void phones.refetch()} />
      <ChartPanel heading={t('usageInsights')} series={volumeSeries} pending={volume.isPending} error={errorOf(volume)} onRetry={() => void volume.refetch()} />
      <ChartPanel heading={t('clientInsights')} series={contactSeries} pending={contacts.isPending} error={errorOf(contacts)} onRetry={() => void contacts.refetch()} />
    </>
  );
}

/** The reduced view of an account with showCombinedUsage Y: usage of the account and its children. */
function CombinedUsage({ accountId, invoiceId }: { accountId: number; invoiceId: number }) {
  const { t } = useTranslation('reports');
  const scope = useSessionScope();
  const combined = useQuery(reportsQueries.combined(scope, accountId, invoiceId));
  const c = combined.data;
  const series = useMemo<ChartSeries | undefined>(
    () => c && { labelHeading: t('account'), valueLabel: t('billableMinutes'), rows: c.accounts.map((a) => ({ label: a.accountName, value: a.totalBillable })) },
    [c, t],
  );
  return (
    <>
      {/* The dates the figures cover, as the account's own view shows them (the line's height held while loading). */}
      {c ? (
        <Text color="fg.muted" fontSize="sm">
          {t('period', periodDays(c.periodStart, c.periodEnd))}
        </Text>
      ) : (
        <Text fontSize="sm">&nbsp;</Text>
      )}
      <FiguresPanel
        heading={t('combinedUsage')}
        pending={combined.isPending}
        error={errorOf(combined)}
        onRetry={() => void combined.refetch()}
        empty={c && c.totalTasks === 0 ? t('noUsage') : null}
      >
        {c ? (
          <>
            <Figure label={t('calls')} value={formatGroupedNumber(c.totalTasks)} />
            <Figure label={t('billableMinutes')} value={formatGroupedNumber(c.totalBillable)} />
          </>
        ) : null}
      </FiguresPanel>
      <ChartPanel heading={`${t('combinedUsage')} – ${t('billableMinutes')}`} series={series} pending={combined.isPending} error={errorOf(combined)} onRetry={() => void combined.refetch()} />
    </>
  );
}

function ExtendedReports() {
  const { t } = useTranslation('reports');
  return (
    <Card.Root as="section" aria-labelledby="extended-reports" variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id="extended-reports">
          {t('extendedReports')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text mb={2}>{t('extendedReportsText')}</Text>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/activity">{t('extendedReportsLink')}</RouterLink>
        </ChakraLink>
      </Card.Body>
    </Card.Root>
  );
}
