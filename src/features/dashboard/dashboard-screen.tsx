import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import { PageHeader } from '@/components/page-header';
import type { User } from '@/contract/user';
import { canSeeUsagePanel, globalAdminRoles, hasChatService } from '@/lib/roles';
import { RecentPanel } from './recent-panel';
import { UsagePanel } from './usage-panel';
import { WeeklyInsightsPanel } from './weekly-insights-panel';

export function DashboardScreen() {
  const user = useCurrentUser();
  return <DashboardView user={user} />;
}

/** The dashboard from the signed-in user alone (the full dashboard is a later part). */
export function DashboardView({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const sidePanels = canSeeUsagePanel(user);
  const name = user.firstName.trim();
  return (
    <>
      <PageHeader title={t('screens.dashboard.title')} />
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb={{ base: 4, md: 6 }} fontWeight="semibold">
        {name ? t('screens.dashboard.welcome', { name }) : t('screens.dashboard.welcomeNoName')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: sidePanels ? 'minmax(0, 2fr) minmax(280px, 1fr)' : '1fr' }} gap={{ base: 4, md: 6 }}>
        <RecentPanel withChats={hasChatService(user)} />
        {sidePanels ? (
          <Stack gap={{ base: 4, md: 6 }}>
            <WeeklyInsightsPanel leadCount={user.leadCount} currentClientCount={user.currentClientCount} />
            <UsagePanel roles={globalAdminRoles(user)} />
          </Stack>
        ) : null}
      </Grid>
    </>
  );
}
