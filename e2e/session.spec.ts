/**
 * Login, landing screen and menu per demo role, logout, expiry, the fallback screen and agent
 * sessions (core §2 "Which screen shows", "Redirect rules", "Side menu and top bar").
 */
import { expect, test, type Page } from '@playwright/test';
import {
  currentSessionKey,
  loginAs,
  mainNav,
  openAgentSession,
  skipStayLoggedInPrompt,
  submitLoginForm,
  userMenuButton,
  waitForHandoff,
} from './fixtures/auth';
import { watchRealtime } from './fixtures/realtime';
import { expireSession } from './fixtures/test-control';
import { demoSupportAgent, demoUser, displayName } from './fixtures/users';
import { seriousViolations } from './fixtures/axe';
import { openMenu, scrollUnderMenu } from './fixtures/menus';

const path = (page: Page) => new URL(page.url()).pathname;

test.describe('logging in by role', () => {
  test('an unauthenticated visit goes to the login page, which returns to the portal', async ({ page }) => {
    await skipStayLoggedInPrompt(page);
    await page.goto('/status');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toContain('/status');
    await submitLoginForm(page, demoUser('user').username);
    await waitForHandoff(page);
    expect(path(page)).toBe('/status');
    await expect(userMenuButton(page, displayName(demoUser('user')))).toBeVisible();
  });

  test('a wrong password stays on the login page with the spec text', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(page, demoUser('guest').username, 'not-the-password');
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    expect(path(page)).toBe('/login');
  });

  test('an empty login form asks for both fields', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email or username').fill(demoUser('guest').username);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter your email or username and your password.');
    await expect(page.getByLabel('Email or username')).toHaveValue(demoUser('guest').username);
  });

  test('Back after logging in stays in the portal instead of showing the login form again', async ({ page }) => {
    await loginAs(page, 'user', { via: 'page', path: '/status' });
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/status');
    await expect(userMenuButton(page, displayName(demoUser('user')))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  });

  test('global admin lands on the dashboard with the full side menu', async ({ page }) => {
    await loginAs(page, 'globalAdmin');
    expect(path(page)).toBe('/');
    const nav = await mainNav(page);
    // Labels from src/locales/en/shell.json (menu.*).
    // Activity and Chats may carry their unread counters ("Activity, 3 unread").
    for (const name of ['Dashboard', 'Activity', 'Chats', 'Status', 'Contacts', 'VIP Contacts', 'Account']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ unread)?$`) })).toBeVisible();
    }
  });

  test('billing admin lands on billing and is kept there', async ({ page }) => {
    await loginAs(page, 'billingAdmin');
    await expect(page).toHaveURL(/\/billing(\?|$)/);
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/billing(\?|$)/);
    const nav = await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Billing', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Activity', exact: true })).toHaveCount(0);
  });

  test('partner is sent away from billing and insights', async ({ page }) => {
    await loginAs(page, 'partner');
    expect(path(page)).toBe('/');
    await page.goto('/billing');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/reports');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('a user with a temporary password gets the password-change screen', async ({ page }) => {
    await loginAs(page, 'temporaryPassword', { waitFor: 'handoff' });
    await expect(page.getByRole('heading', { name: /password/i }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('a user with two-factor gets the two-factor screen first', async ({ page }) => {
    await loginAs(page, 'twoFactor', { waitFor: 'handoff' });
    await expect(page.getByRole('heading', { name: /two-factor|verification|verify/i }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('an account without chat has no Chat menu item', async ({ page }) => {
    await loginAs(page, 'noChat');
    const nav = await mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    // The name may carry the unread counter ("Activity, 3 unread").
    await expect(nav.getByRole('link', { name: /^Activity(, \d+ unread)?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /^chats?$/i })).toHaveCount(0);
  });

  test('a past-due account shows a red past-due button that leads to billing', async ({ page }) => {
    await loginAs(page, 'pastDue');
    const pastDue = page.getByRole('banner').getByRole('link', { name: /past due/i });
    await expect(pastDue).toBeVisible();
    const [r, g, b] = await pastDue.evaluate((el) => {
      const match = getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g) ?? [];
      return match.slice(0, 3).map(Number);
    });
    expect(r, 'the past-due button is red').toBeGreaterThan(150);
    expect(r! - Math.max(g!, b!), 'the past-due button is red').toBeGreaterThan(60);
    await pastDue.click();
    await expect(page).toHaveURL(/\/billing(\?|$)/);
  });

  test('grasshopper users see the phone toggle disabled, with the reason', async ({ page }, testInfo) => {
    await loginAs(page, 'grasshopper');
    const toggle = page.getByRole('banner').getByRole('button', { name: /phone/i });
    await expect(toggle).toBeDisabled();
    // The reason's tooltip (its code loads only for these users) shows on hover, where there is one.
    if (testInfo.project.name === 'desktop') {
      await toggle.hover();
      await expect(page.getByRole('tooltip')).toHaveText('The in-browser phone is not available for your account type.');
    }
  });

  test('an outcall user sees the phone toggle enabled', async ({ page }) => {
    await loginAs(page, 'userOutcall');
    await expect(page.getByRole('banner').getByRole('button', { name: /phone/i })).toBeEnabled();
  });
});

test.describe('leaving the portal', () => {
  test('logout asks for confirmation and returns to the login page', async ({ page }) => {
    const user = demoUser('user');
    await loginAs(page, 'user');
    const menu = await openMenu(userMenuButton(page, displayName(user)));
    await menu.getByRole('menuitem', { name: /log ?out/i }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /log ?out/i }).click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/logout');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    // The session is gone: opening the portal again asks for a login.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('the user menu stays beside its button when the page under the top bar scrolls', async ({ page }) => {
    await loginAs(page, 'user');
    const menu = await openMenu(userMenuButton(page, displayName(demoUser('user'))));
    // The top bar stays put over the page; a menu placed against the document would scroll away
    // from it and come back a frame later, under a click aimed at an item.
    expect(await scrollUnderMenu(menu)).toEqual({ scrolled: 120, by: 0 });
  });

  test('an expired session is refused and the open page goes to the login page', async ({ page, request }) => {
    const realtime = watchRealtime(page);
    await loginAs(page, 'guest');
    await expect.poll(() => realtime.openReadyCount()).toBe(1);
    const sessionKey = await currentSessionKey(page);
    await expireSession(request, sessionKey);
    // The server ends the session's live-update socket with "unauthorized" as soon as the session
    // ends, so the open page logs out without waiting for its next API call; that call would get
    // a 401 (checked with the same key).
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const me = await request.get('/portalApi/api/me', { headers: { Authorization: `Bearer ${sessionKey}` } });
    expect(me.status()).toBe(401);
  });
});

test('an unknown path shows the fallback screen', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/no-such-screen');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
});

test("the support console fits a phone: each customer's row is a card with its Open portal beside the name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/support/login');
  await page.getByLabel('Username').fill(demoSupportAgent.username);
  await page.getByLabel('Password', { exact: true }).fill(demoSupportAgent.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // Before, the four-column table made the page 480 px wide, and the phone zoomed it out.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const customer = demoUser('globalAdmin');
  const row = page.getByRole('row').filter({ hasText: customer.username });
  const name = (await row.getByText(displayName(customer), { exact: true }).boundingBox())!;
  const open = (await row.getByRole('button', { name: `Open portal as ${displayName(customer)}` }).boundingBox())!;
  expect(open.y).toBeLessThan(name.y + name.height);
  expect(open.x + open.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('support staff open an agent session and the portal warns about it', async ({ page }) => {
  const customer = demoUser('user');
  await openAgentSession(page, 'user');
  await expect(userMenuButton(page, displayName(customer))).toBeVisible();
  await expect(page.getByRole('note', { name: 'Agent session' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.agentSessionKey'))).toBeTruthy();
  // The agent key is for this tab only and never lands in the URL bar for long.
  expect(page.url()).not.toContain('agentUserSession=');
  // Logging out ends the agent session and goes back to the support console, not the customer's login.
  const menu = await openMenu(userMenuButton(page, displayName(customer)));
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/support');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
});

test('the agent banner says when the session ends, and its End session button ends it', async ({ page }) => {
  await openAgentSession(page, 'user');
  const banner = page.getByRole('note', { name: 'Agent session' });
  await expect(banner).toContainText(/Ends at \d{1,2}:\d{2} (AM|PM)\./);
  const key = await currentSessionKey(page);
  await banner.getByRole('button', { name: 'End session' }).click();
  await page.waitForURL((url) => url.pathname === '/support');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  const me = await page.request.get('/portalApi/api/me', { headers: { Authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(401);
});

test('a new tab while an agent session is open says where the session is, instead of the customer login', async ({ page }) => {
  await openAgentSession(page, 'user');
  await expect(page.getByRole('note', { name: 'Agent session' })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/activity');
  await expect(other.getByRole('heading', { name: 'Agent session in another tab' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Support console' })).toHaveAttribute('href', /\/support$/);
  expect(await seriousViolations(other)).toEqual([]);
  await other.getByRole('button', { name: 'Log in as a customer' }).click();
  await other.waitForURL((url) => url.pathname === '/login');
  // The agent's own tab carries on.
  await page.reload();
  await expect(page.getByRole('note', { name: 'Agent session' })).toBeVisible();
});
