import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/components/testing-provider';
import type { User } from '@/contract/session';
import { setRealtimeStatus } from '@/app/realtime/realtime-status-store';
import { usePageTitleStore } from '@/stores/page-title-store';
import { usePhoneStore } from '@/stores/phone-store';
import { makePatchNumber, makeRole, makeUser, withRoles } from '@/testing/user-fixtures';
import { AppShellView } from './app-shell-view';
import { NavList } from './nav-list';

// The real NavList, counted: a title or connection change must not re-render the menus.
vi.mock('./nav-list', async (importOriginal) => {
  const original = await importOriginal<typeof import('./nav-list')>();
  return { NavList: vi.fn(original.NavList) };
});

function renderShell(user: User, { agentSession = false, path = '/', onLogout = () => {} } = {}) {
  return renderWithRouter(
    <AppShellView user={user} agentSession={agentSession} pathname={path} onLogout={onLogout}>
      <p>content</p>
    </AppShellView>,
    { path },
  );
}

// jsdom's window is 1024 px wide: the desktop layout, with the 90 px rail (read from the DOM).
const railLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] ul a')];
const mainNavLabels = () => railLinks().map((link) => link.textContent);

describe('AppShellView', () => {
  afterEach(() => {
    usePhoneStore.getState().reset();
    window.innerWidth = 1024;
  });

  it('renders only the layout shown: the rail and the actions on a desktop, the drawer button on a phone', async () => {
    const desktop = renderShell(makeUser(), { path: '/' });
    await screen.findByRole('banner');
    expect(railLinks().length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /^Help Center/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request Assist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    desktop.unmount();

    // At the medium breakpoint itself (768 px) the phone layout applies (spec core §2).
    window.innerWidth = 768;
    renderShell(makeUser(), { path: '/' });
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(railLinks()).toEqual([]);
    expect(screen.queryByRole('link', { name: /^Help Center/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request Assist' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Refer and Save' })).toBeNull();
  });

  it('has the landmarks and marks the current page', async () => {
    renderShell(makeUser(), { path: '/activity' });
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('content');
    const current = railLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Activity']);
  });

  it('shows the past-due button only when an account is past due', async () => {
    const { unmount } = renderShell(makeUser());
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Past due balance' })).toBeNull();
    unmount();
    renderShell(makeUser({ userAccountRoles: [makeRole({ accountId: 100 }), makeRole({ accountId: 5, isAccountPastDue: 'Y' })] }));
    const button = await screen.findByRole('link', { name: 'Past due balance' });
    // Opens billing on the past-due account's overdue invoice.
    expect(button.getAttribute('href')).toBe('/billing?tab=1&account=5&due=1');
  });

  it('shows Refer and Save on the dashboard only', async () => {
    const { unmount } = renderShell(makeUser(), { path: '/' });
    expect(await screen.findByRole('link', { name: 'Refer and Save' })).toBeTruthy();
    unmount();
    renderShell(makeUser(), { path: '/status' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Refer and Save' })).toBeNull();
  });

  it('disables the phone toggle for a GRASSHOPPER user and a user without numbers', async () => {
    const grasshopper = makeUser({ userAccountRoles: [makeRole({ userRoleKey: 'GRASSHOPPER' })] });
    const first = renderShell(grasshopper);
    const toggle = await screen.findByRole('button', { name: 'Phone' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    first.unmount();

    renderShell(makeUser({ patchNumbers: [] }));
    const noNumbers = await screen.findByRole('button', { name: 'Phone' });
    expect(noNumbers.getAttribute('aria-disabled')).toBe('true');
  });

  it('enables the phone toggle for a user with numbers', async () => {
    renderShell(makeUser({ patchNumbers: [makePatchNumber()] }));
    const toggle = await screen.findByRole('button', { name: 'Phone', pressed: false });
    expect(toggle.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows the agent banner only in agent sessions', async () => {
    const { unmount } = renderShell(makeUser());
    await screen.findByRole('banner');
    expect(screen.queryByText(/you are acting as/)).toBeNull();
    unmount();
    const onLogout = vi.fn();
    const endsAt = new Date(2026, 11, 7, 15, 45).toISOString();
    renderShell(makeUser({ displayName: 'Daniel Cho', agentSessionEndsAt: endsAt }), { agentSession: true, onLogout });
    const banner = await screen.findByRole('note', { name: 'Agent session' });
    // jsdom applies no media queries: both the desktop and the phone sentence are in the DOM.
    expect(banner.textContent).toContain('Agent session — you are acting as Daniel Cho. PIN, password and identity changes are disabled.');
    expect(banner.textContent).toContain('Ends at 3:45 PM.');
    within(banner).getByRole('button', { name: 'End session' }).click();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('lists the main menu per role', async () => {
    renderShell(withRoles({ userRoleKey: 'USER', chatServiceEnabled: 'N' }));
    await screen.findByRole('banner');
    expect(mainNavLabels()).toEqual(['Dashboard', 'Activity', 'Status', 'Contacts', 'VIP Contacts', 'Account']);
  });

  it('adds Chats and Texts for an admin with chat service', async () => {
    renderShell(withRoles({ userRoleKey: 'GLOBALADMIN', chatServiceEnabled: 'Y' }));
    await screen.findByRole('banner');
    expect(mainNavLabels()).toEqual(['Dashboard', 'Activity', 'Chats', 'Texts', 'Status', 'Contacts', 'VIP Contacts', 'Account']);
  });

  it('gives a billing-only user Billing and Account', async () => {
    renderShell(withRoles('BILLING_ADMIN'), { path: '/billing' });
    await screen.findByRole('banner');
    expect(mainNavLabels()).toEqual(['Billing', 'Account']);
  });

  it('shows the secondary list on the account pages only', async () => {
    const { unmount } = renderShell(withRoles('GLOBALADMIN'), { path: '/profile' });
    const sub = await screen.findByRole('navigation', { name: 'Account pages' });
    expect(within(sub).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Company',
      'Settings',
      'Blocked Contacts',
      'Insights',
      'Billing',
      'Integrations',
    ]);
    unmount();
    renderShell(withRoles('GLOBALADMIN'), { path: '/activity' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Account pages' })).toBeNull();
  });
  it('shows the unread counters on Activity and Chats, none at zero', async () => {
    renderWithRouter(
      <AppShellView
        user={makeUser({ userAccountRoles: [makeRole({ chatServiceEnabled: 'Y' })] })}
        agentSession={false}
        pathname="/"
        onLogout={() => {}}
        unread={{ '/activity': 3, '/chat-activity': 0 }}
      >
        <p>content</p>
      </AppShellView>,
      { path: '/' },
    );
    await screen.findByRole('banner');
    const link = (href: string) => railLinks().find((a) => a.getAttribute('href') === href)!;
    expect(link('/activity').getAttribute('aria-label')).toBe('Activity, 3 unread');
    expect(link('/activity').textContent).toBe('3Activity');
    expect(link('/chat-activity').getAttribute('aria-label')).toBeNull();
    expect(link('/chat-activity').textContent).toBe('Chats');
  });

  it('shows the title and the connection without re-rendering the menus', async () => {
    renderShell(makeUser(), { path: '/activity' });
    await screen.findByRole('banner');
    const renders = vi.mocked(NavList).mock.calls.length;
    act(() => usePageTitleStore.getState().setTitle('Activity'));
    act(() => setRealtimeStatus('open'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activity');
    expect(screen.getByRole('status').getAttribute('title')).toBe('Live');
    expect(vi.mocked(NavList).mock.calls.length).toBe(renders);
  });
});
