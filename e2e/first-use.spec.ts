/**
 * Issue 11, what a phone user meets first: "Stay Logged In?" is the last step of the login (never
 * a dialog over the portal), the dashboard's 'Refer and Save' is reachable on a phone, and the
 * mobile layout applies at or below the medium breakpoint (768px, core §2).
 */
import { expect, test } from '@playwright/test';
import { loginAs, waitForHandoff, submitLoginForm } from './fixtures/auth';
import { demoUser, displayName } from './fixtures/users';

test('"Stay Logged In?" is asked before the portal shows, and the portal follows the answer', async ({ page }) => {
  const user = demoUser('globalAdmin');
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, user.username);
  await waitForHandoff(page);
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toBeVisible();
  // Nothing of the portal is there to be used, or lost, while the question is open.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Not This Time' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: displayName(user) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stay Logged In?' })).toHaveCount(0);
});

test('the dashboard offers "Refer and Save" on every screen size', async ({ page }, testInfo) => {
  await loginAs(page, 'globalAdmin');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Refer and Save' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Refer and Save' })).toBeVisible();
  }
});

test('the mobile layout applies at the medium breakpoint itself, the desktop layout above it', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await loginAs(page, 'globalAdmin');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.setViewportSize({ width: 769, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});
