import { Grid, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import { PageHeader } from '@/components/page-header';
import type { User } from '@/contract/session';
import { canSeeUsagePanel, globalAdminRoles, hasChatService } from '@/lib/roles';
import { RecentPanel } from './recent-panel';
import { UsageAlertDialog } from './usage-alert-dialog';
import { UsagePanel } from './usage-panel';
import { WeeklyInsightsPanel } from './weekly-insights-panel';

/**
 * The dashboard (core §2): the status panel (composed by the route from the status feature),
 * recent activity, and for non-partners Weekly Insights and Current Usage; the usage alert
 * shows pending usage notifications.
 */
export function DashboardScreen({ statusPanel }: { statusPanel?: ReactNode }) {
  const user = useCurrentUser();
  const usageAlert = canSeeUsagePanel(user) ? <UsageAlertDialog user={user} /> : null;
  return <DashboardView user={user} statusPanel={statusPanel} usageAlert={usageAlert} />;
}

/** The dashboard's panels from the signed-in user (the status panel comes from the caller). */
export function DashboardView({
  user,
  statusPanel,
  usageAlert,
}: {
  user: User;
  statusPanel?: ReactNode;
  usageAlert?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const sidePanels = canSeeUsagePanel(user);
  const name = user.firstName.trim();
  return (
    <>
      <PageHeader title={t('screens.dashboard.title')} />
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb={{ base: 4, md: 6 }} fontWeight="semibold">
        {name ? t('screens.dashboard.welcome', { name }) : t('screens.dashboard.welcomeNoName')}
      </Heading>
      {usageAlert}
      <Grid templateColumns={{ base: '1fr', lg: sidePanels ? 'minmax(0, 2fr) minmax(280px, 1fr)' : '1fr' }} gap={{ base: 4, md: 6 }}>
        <Stack gap={{ base: 4, md: 6 }} minW={0}>
          {statusPanel}
          <RecentPanel withChats={hasChatService(user)} />
        </Stack>
        {sidePanels ? (
          <Stack gap={{ base: 4, md: 6 }}>
            <WeeklyInsightsPanel insights={user} />
            <UsagePanel roles={globalAdminRoles(user)} />
          </Stack>
        ) : null}
      </Grid>
    </>
  );
}
