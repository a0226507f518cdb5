import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityQueries } from '@/api/activity/activity.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { renderWithRouter, testI18n } from '@/components/testing-provider';
import type { User } from '@/contract/session';
import enDashboard from '@/locales/en/dashboard.json';
import { makeRole, makeUser, withRoles } from '@/testing/user-fixtures';
import { DashboardView } from './dashboard-screen';
import { usageLevel, usagePercent } from './usage-level';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'dashboard', enDashboard, true, true);
});

/** The dashboard with a query client holding an empty recent-activity answer (no network). */
function renderDashboard(user: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const scope = sessionScopeKey(null, false); // no session in tests: the anonymous scope
  queryClient.setQueryData(activityQueries.recent(scope).queryKey, { userMessages: [], pureChats: [], unreadMessageCount: 0, unreadChatCount: 0 });
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <DashboardView user={user} />
    </QueryClientProvider>,
  );
}

describe('DashboardView', () => {
  it('welcomes the user and shows tabs only with chat', async () => {
    renderDashboard(makeUser({ firstName: 'Daniel', userAccountRoles: [makeRole({ chatServiceEnabled: 'Y' })] }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Daniel' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recent Chats' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all activity' }).getAttribute('href')).toBe('/activity');
    expect(document.title).toContain('Dashboard');
  });

  it('has no tabs without chat service', async () => {
    renderDashboard(makeUser({ userAccountRoles: [makeRole({ chatServiceEnabled: 'N' })] }));
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows insights and usage for a global admin', async () => {
    const user = makeUser({
      leadCount: 7,
      callLeadCount: 4,
      chatLeadCount: 3,
      currentClientCount: 9,
      userAccountRoles: [makeRole({ userRoleKey: 'GLOBALADMIN', usedMinutes: 80, planMinutes: 100 })],
    });
    renderDashboard(user);
    expect(await screen.findByRole('heading', { name: 'Weekly Insights' })).toBeTruthy();
    const figures = within(screen.getByRole('list', { name: 'Weekly Insights' }));
    expect(figures.getByRole('listitem', { name: 'New call leads' }).textContent).toContain('4');
    expect(figures.getByRole('listitem', { name: 'New chat leads' }).textContent).toContain('3');
    expect(figures.getByRole('listitem', { name: 'Current clients' }).textContent).toContain('9');
    expect(screen.getByText('The past 7 days')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current Usage' })).toBeTruthy();
    expect(screen.getByText('80 of 100 minutes')).toBeTruthy();
    expect(screen.queryByText('Combined usage')).toBeNull();
    expect(screen.getByRole('progressbar', { name: '80% of plan minutes used' })).toBeTruthy();
  });

  it('lists only the global-admin accounts, with the combined figure where showCombinedUsage is Y', async () => {
    const user = makeUser({
      userAccountRoles: [
        makeRole({ accountId: 1, accountName: 'Parent Co', userRoleKey: 'GLOBALADMIN', showCombinedUsage: 'Y', usedMinutes: 40, combinedTotalMin: 95, planMinutes: 100 }),
        makeRole({ accountId: 2, accountName: 'Child Co', userRoleKey: 'GLOBALADMIN', parentAccountId: 1, usedMinutes: 55, combinedTotalMin: 55, planMinutes: 100 }),
        makeRole({ accountId: 3, accountName: 'User Co', userRoleKey: 'USER', usedMinutes: 70, planMinutes: 100 }),
      ],
    });
    renderDashboard(user);
    expect(await screen.findByRole('heading', { name: 'Current Usage' })).toBeTruthy();
    expect(screen.getByText('Parent Co')).toBeTruthy();
    expect(screen.getByText('95 of 100 minutes')).toBeTruthy();
    expect(screen.getAllByText('Combined usage')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: '95% of plan minutes used (combined usage)' })).toBeTruthy();
    expect(screen.getByText('55 of 100 minutes')).toBeTruthy();
    expect(screen.queryByText('User Co')).toBeNull();
    expect(screen.queryByText('40 of 100 minutes')).toBeNull();
  });

  it('says No usage available without usage, and hides the panels for partners', async () => {
    const { unmount } = renderDashboard(withRoles('USER'));
    expect(await screen.findByText('No usage available')).toBeTruthy();
    unmount();
    renderDashboard(withRoles('PARTNERS'));
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('heading', { name: 'Weekly Insights' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Current Usage' })).toBeNull();
  });

  it('bands usage at 75, 90 and 100 percent', () => {
    expect(usageLevel(usagePercent(74, 100))).toBe('normal');
    expect(usageLevel(75)).toBe('warning');
    expect(usageLevel(90)).toBe('high');
    expect(usageLevel(100)).toBe('over');
  });
});
