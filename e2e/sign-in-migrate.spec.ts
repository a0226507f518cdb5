/** Login migration at /#migrate (billing-account §2, §4, §8): both kinds of legacy user, and a wrong password. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { legacyDemoUsers } from '../server/db/demo-users';
import { sessionCookie } from './fixtures/auth';
import { createUser } from './fixtures/test-control';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/#migrate');
  const logInButton = page.getByRole('button', { name: 'Log In' });
  await expect(logInButton).toBeDisabled();
  await page.getByLabel('Email or username').fill(username);
  await expect(logInButton).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(logInButton).toBeEnabled();
  await logInButton.click();
}

async function expectComplete(page: Page) {
  await expect(page.getByRole('heading', { name: 'Login migration complete' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download iOS App' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Android App' })).toBeVisible();
  const cookies = await page.context().cookies();
  for (const name of [sessionCookie, 'portalIdentityKey']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeTruthy();
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(3500);
    expect(lifetime).toBeLessThanOrEqual(3600);
  }
}

const [weakDemo, strongDemo] = legacyDemoUsers;

test('the demo legacy user whose password fails the rules is asked for a new one', async ({ page }) => {
  // Only up to the Change Password view: submitting would change the shared demo user.
  await logIn(page, weakDemo.username, weakDemo.password);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
});

test('a legacy password that fails the rules is replaced, then the portal opens', async ({ page, request }) => {
  const user = await createUser(request, 'harbor2019');
  await page.goto('/#migrate');
  await expect(page.getByRole('contentinfo')).toContainText('Need help?');
  expect(await seriousViolations(page)).toEqual([]);
  await logIn(page, user.username, 'harbor2019');

  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  const change = page.getByRole('button', { name: 'Change Password' });
  const newPassword = page.getByLabel('New Password', { exact: true });
  const verify = page.getByLabel('Verify New Password');
  await expect(change).toBeDisabled();
  await newPassword.fill('harbor 2026');
  await expect(newPassword).toHaveValue('harbor2026');
  await expect(page.getByRole('listitem').filter({ hasText: '8 to 16 characters' })).toContainText('done');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least three of' })).toContainText('not yet');
  await newPassword.fill('Harbor-2026');
  await verify.fill('Harbor-2025');
  await expect(change).toBeDisabled();
  await verify.fill('Harbor-2026');
  await expect(change).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await change.click();

  await expectComplete(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Web Portal' }).click();
  // The portal opens signed in from the migration cookie: the shell's user menu names the user.
  const shell = page.getByRole('banner', { includeHidden: true });
  await expect(shell.getByRole('button', { name: 'Test Person', includeHidden: true })).toBeAttached({ timeout: 20_000 });
});

test('the demo legacy user whose password passes the rules goes straight to completion', async ({ page }) => {
  await logIn(page, strongDemo.email, strongDemo.password);
  await expectComplete(page);
});

test('a wrong password says so', async ({ page, request }) => {
  const user = await createUser(request, 'Harbor-2019');
  await logIn(page, user.username, 'Harbor-2018');
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});
