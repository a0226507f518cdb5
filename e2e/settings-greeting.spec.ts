/**
 * Voicemail greeting (billing-account §4): play, pause and ended through the media route, and a
 * re-recording from Chromium's fake microphone. Each project records its own user's greeting.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';

test.use({
  launchOptions: {
    executablePath: process.env['PORTAL_CHROMIUM'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['microphone'],
});

test('play and pause the seeded greeting', async ({ page }) => {
  await loginAs(page, 'globalAdmin', { path: '/settings' });
  const row = page.getByRole('listitem', { name: 'Your personal greeting' });
  await row.getByRole('button', { name: 'Play Your personal greeting' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Playing' })).toBeVisible();
  await row.getByRole('button', { name: 'Pause Your personal greeting' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
});

test('re-record the personal greeting from the microphone and play it to the end', async ({ page }, info) => {
  await loginAs(page, info.project.name === 'phone' ? 'userSms' : 'user', { path: '/settings' });
  const row = page.getByRole('listitem', { name: 'Your personal greeting' });
  await expect(row.getByText('No greeting recorded yet.')).toBeVisible();
  await row.getByRole('button', { name: 'Re-record Your personal greeting' }).click();
  await expect(row.getByText(/^Recording… [12] s$/)).toBeVisible();
  await expect(row.getByText('Recording… 2 s')).toBeVisible();
  await row.getByRole('button', { name: 'Stop and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Greeting saved.' })).toBeVisible();
  await expect(row.getByText(/^\d+ s$/)).toBeVisible();
  await row.getByRole('button', { name: 'Play Your personal greeting' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Ended' })).toBeVisible({ timeout: 15_000 });
});

test('the GLOBALADMIN re-records an account recording; a user may only play it', async ({ page }, info) => {
  const account = info.project.name === 'phone' ? 'Harbor Law Group' : 'Harbor Law – Eastside';
  await loginAs(page, 'globalAdmin', { path: '/settings' });
  await page.getByLabel('Account', { exact: true }).selectOption({ label: account });
  const row = page.getByRole('listitem', { name: 'After-hours greeting' });
  await row.getByRole('button', { name: 'Re-record After-hours greeting' }).click();
  // The counter runs (a busy CI machine may first paint it at 2 s).
  await expect(row.getByText(/^Recording… [1-9]\d* s$/)).toBeVisible();
  await row.getByRole('button', { name: 'Stop and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Greeting saved.' })).toBeVisible();
  await expect(row.getByText(/^[1-9]\d* s$/)).toBeVisible();
  await row.getByRole('button', { name: 'Play After-hours greeting' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Ended' })).toBeVisible({ timeout: 15_000 });
});

test('a user plays an account recording but cannot re-record it', async ({ page }) => {
  await loginAs(page, 'user', { path: '/settings' });
  const row = page.getByRole('listitem', { name: 'Main greeting' });
  await expect(row.getByRole('button', { name: 'Play Main greeting' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Re-record/ })).toHaveCount(0);
});
