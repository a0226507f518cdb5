/**
 * The profile and the user settings dialog (core §2, §5; billing-account §2): Set PIN, Change
 * Password, saved-password switches, and both disabled in an agent session. A throwaway user, so
 * the demo users keep their passwords.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { loginAs, openAgentSession, skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { createUser } from './fixtures/test-control';
import { openMenu } from './fixtures/menus';

const password = 'Start-Pass1';

async function logIn(page: Page, username: string) {
  await skipStayLoggedInPrompt(page);
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, username, password);
  await waitForHandoff(page);
}

test('the profile sets a PIN and changes the password', async ({ page, request }) => {
  const user = await createUser(request, password);
  await logIn(page, user.username);
  await expect(page.getByRole('heading', { name: 'PIN and password' })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Set PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set PIN' });
  const pin = dialog.getByLabel('New PIN');
  await pin.fill('12a3');
  await expect(pin).toHaveValue('123');
  await expect(dialog.getByText('The PIN is must be 4-6 digits.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Set PIN' })).toBeDisabled();
  await pin.fill('12345678');
  await expect(pin).toHaveValue('123456');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Your PIN was saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  const submit = change.getByRole('button', { name: 'Change Password' });
  await change.getByLabel('Current Password').fill(password);
  await change.getByLabel('New Password', { exact: true }).fill('newpass12');
  await change.getByLabel('Verify New Password').fill('newpass12');
  await expect(submit).toBeDisabled(); // no upper case
  await change.getByLabel('New Password', { exact: true }).fill('Newpass12');
  await expect(submit).toBeDisabled(); // verify differs
  await change.getByLabel('Verify New Password').fill('Newpass12');
  await expect(submit).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  // The new password is the one that logs in now.
  const login = await request.post('/login', { form: { username: user.username, password: 'Newpass12' }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
});

test('the user settings dialog re-enables password saving', async ({ page, request }) => {
  const user = await createUser(request, password);
  await logIn(page, user.username);
  const menu = await openMenu(page.getByRole('banner').getByRole('button', { name: /Test Person/ }));
  await menu.getByRole('menuitem', { name: 'User Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'User settings' });
  await expect(dialog.getByRole('button', { name: 'Set PIN' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  await expect(dialog.getByText('This device does not keep you logged in.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Re-enable Password Saving' }).click();
  await expect(dialog.getByText('You will be asked whether to stay logged in at your next login.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.neverSaveIdentity'))).toBeNull();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
});

test('an agent session sees PIN and password disabled with the reason', async ({ page }) => {
  await openAgentSession(page, 'user');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'PIN and password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set PIN' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  await expect(page.getByText('PIN and password changes are not available in an agent session.')).toBeVisible();
  // The agent is not shown the PIN, nor told there is none.
  await expect(page.getByText('Not shown in an agent session')).toBeVisible();
  await expect(page.getByText('Not set', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a narrow phone, a long email wraps at its @, not inside a word", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'globalAdmin', { path: '/profile' });
  const email = page.getByRole('definition').filter({ hasText: /@/ }).first();
  await expect(email).toBeVisible();
  // The top of each line the address's text sits on, per part ("olivia", ".bennett", "@harborlaw", ".example").
  const lines = await email.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: [string, number][] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      tops.push([node.textContent ?? '', Math.round(range.getClientRects()[0]!.top)]);
    }
    return tops;
  });
  expect(lines.map(([text]) => text).join('')).toMatch(/^\S+@\S+$/);
  const at = lines.findIndex(([text]) => text.startsWith('@'));
  // Two lines: everything before the @ on the first, the @ and after it on the second.
  expect(new Set(lines.slice(0, at).map(([, top]) => top)).size).toBe(1);
  expect(new Set(lines.slice(at).map(([, top]) => top)).size).toBe(1);
  expect(lines[at]![1]).toBeGreaterThan(lines[0]![1]);
});
