import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/components/testing-provider';
import { mainMenu, secondaryMenu } from '@/lib/menu';
import { demoRoleUsers, makeUser } from '@/testing/user-fixtures';
import { MobileNav, UserMenu } from './lazy-widgets';

const user = { displayName: 'Dana Reyes', companyWebsite: null };

// The widgets' modules load on the first click; transform them once here, so no test's wait for a
// dialog includes a first transform (on a loaded CI machine the drawer's took over findByRole's 1 s).
beforeAll(async () => {
  await Promise.all([import('./user-menu'), import('./mobile-nav')]);
});

describe('the top bar widgets that mount on their first click', () => {
  it('shows an enabled user menu button that opens the menu, with the focus in it, on the first click', async () => {
    renderWithRouter(<UserMenu user={user} onLogout={() => {}} />);
    const button = await screen.findByRole('button', { name: /Dana Reyes/ });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    // Nothing of the menu is mounted before the click.
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });

  it('opens the user menu with ArrowDown from the keyboard as well', async () => {
    renderWithRouter(<UserMenu user={user} onLogout={() => {}} />);
    const button = await screen.findByRole('button', { name: /Dana Reyes/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
  });

  it('opens the phone drawer on the first tap and gives the focus back to its button when closed', async () => {
    renderWithRouter(<MobileNav items={mainMenu(makeUser())} secondaryItems={[]} pathname="/" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' })));
  });

  it("lists a billing-only user's Billing once in the phone drawer (it is in both lists)", async () => {
    const billingOnly = demoRoleUsers.billingAdmin;
    renderWithRouter(<MobileNav items={mainMenu(billingOnly)} secondaryItems={secondaryMenu(billingOnly)} pathname="/billing" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('link', { name: 'Billing' })).toHaveLength(1);
  });

  it('fetches a widget once the page is idle, before any click', async () => {
    const idle = vi.fn<(callback: IdleRequestCallback) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const { unmount } = renderWithRouter(<UserMenu user={user} onLogout={() => {}} />);
      await screen.findByRole('button', { name: /Dana Reyes/ });
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
