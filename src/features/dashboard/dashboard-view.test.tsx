import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/components/testing-provider';
import { makeRole, makeUser, withRoles } from '@/testing/user-fixtures';
import { DashboardView } from './dashboard-screen';
import { usageLevel, usagePercent } from './usage-level';

describe('DashboardView', () => {
  it('welcomes the user and shows tabs only with chat', async () => {
    renderWithRouter(<DashboardView user={makeUser({ firstName: 'Daniel', userAccountRoles: [makeRole({ chatServiceEnabled: 'Y' })] })} />);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Daniel' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recent Chats' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all activity' }).getAttribute('href')).toBe('/activity');
    expect(document.title).toContain('Dashboard');
  });

  it('has no tabs without chat service', async () => {
    renderWithRouter(<DashboardView user={makeUser({ userAccountRoles: [makeRole({ chatServiceEnabled: 'N' })] })} />);
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows insights and usage for a global admin', async () => {
    const user = makeUser({
      leadCount: 4,
      currentClientCount: 9,
      userAccountRoles: [makeRole({ userRoleKey: 'GLOBALADMIN', usedMinutes: 80, planMinutes: 100 })],
    });
    renderWithRouter(<DashboardView user={user} />);
    expect(await screen.findByRole('heading', { name: 'Weekly Insights' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current Usage' })).toBeTruthy();
    expect(screen.getByText('80 of 100 minutes')).toBeTruthy();
  });

  it('says No usage available without usage, and hides the panels for partners', async () => {
    const { unmount } = renderWithRouter(<DashboardView user={withRoles('USER')} />);
    expect(await screen.findByText('No usage available')).toBeTruthy();
    unmount();
    renderWithRouter(<DashboardView user={withRoles('PARTNERS')} />);
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
