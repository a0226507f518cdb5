/**
 * The dashboard (core §2 Dashboard, §6, billing-account §4 Usage alert): the status panel with
 * hold calls and quick Update, the side panels per role (partner-type users see neither, a
 * user without a global-admin role has no usage) and their desktop/phone layout, and dismissing
 * a usage alert. Desktop dismisses the global admin's alerts, phone the no-chat admin's; each test
 * first adds a pending alert through the test surface, so it never depends on the seed's.
 */
import { expect, test, type Page } from '@playwright/test';
import { currentSessionKey, loginAs } from './fixtures/auth';
import { holdBack } from './fixtures/hold-back';
import { routeRealtime } from './fixtures/realtime-route';
import { createUsageNotification } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';

async function pendingNotifications(page: Page): Promise<number> {
  const key = await currentSessionKey(page);
  const res = await page.request.get('/portalApi/api/me', { headers: { Authorization: `Bearer ${key}` } });
  const me = (await res.json()) as { usageNotifications: unknown[] };
  return me.usageNotifications.length;
}

test('a global admin sees the status panel, Weekly Insights and Current Usage', async ({ page }, info) => {
  await loginAs(page, 'globalAdmin');
  await expect(page.getByRole('heading', { name: 'My current status' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Hold calls' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekly Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Usage' })).toBeVisible();
  // Three weekly figures (core §9), and the parent account's usage is its combined usage (core §6).
  const insights = page.getByRole('list', { name: 'Weekly Insights' });
  for (const label of ['New call leads', 'New chat leads', 'Current clients'])
    await expect(insights.getByRole('listitem', { name: label })).toContainText(/\d/);
  await expect(page.getByText('Combined usage', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /\(combined usage\)$/ })).toBeAttached();
  // Layout: the side panels sit beside the status panel on a desktop and below it on a phone,
  // and nothing makes the phone page scroll sideways.
  const status = (await page.getByRole('heading', { name: 'My current status' }).boundingBox())!;
  const side = (await page.getByRole('heading', { name: 'Weekly Insights' }).boundingBox())!;
  if (info.project.name === 'phone') {
    expect(side.y).toBeGreaterThan(status.y + status.height);
    expect(Math.abs(side.x - status.x)).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } else {
    expect(side.x).toBeGreaterThan(status.x + 400);
  }
  // Quick Update opens the editor on the dashboard itself.
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Schedule Status|Update Status/ })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const key of ['partner', 'grasshopper'] as const) {
  test(`a partner-type user (${key}) sees the status panel but neither insights nor usage`, async ({ page }) => {
    await loginAs(page, key);
    await expect(page.getByRole('heading', { name: 'My current status' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' }).or(page.getByRole('tab', { name: 'Recent Activity' })).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Weekly Insights' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Current Usage' })).toHaveCount(0);
    await expect(page.getByRole('alertdialog', { name: 'Usage alert' })).toHaveCount(0);
  });
}

test('a user without a global-admin role sees Weekly Insights and "No usage available"', async ({ page }) => {
  await loginAs(page, 'user');
  await expect(page.getByRole('heading', { name: 'My current status' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Weekly Insights' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Current Usage' })).toBeVisible();
  await expect(page.getByText('No usage available', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('dismissing the usage alert acknowledges it', async ({ page }, info) => {
  const key: UserKey = info.project.name === 'phone' ? 'noChat' : 'globalAdmin';
  await createUsageNotification(page.request, demoUser(key).username);
  await loginAs(page, key);
  const alert = page.getByRole('alertdialog', { name: 'Usage alert' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(/of its \d[\d,]* included minutes/).first()).toBeVisible();
  // Dismiss every pending alert (the seeded one too, if this server still has it).
  const dismiss = alert.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) {
    const acked = page.waitForResponse((r) => r.url().endsWith('/api/me/ackNotification') && r.ok());
    await dismiss.first().click();
    await acked;
  }
  await expect(page.getByRole('alertdialog', { name: 'Usage alert' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My current status' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Usage alert' })).toHaveCount(0);
  expect(await pendingNotifications(page)).toBe(0);
});

test("the dashboard's panels take their data from index.html's early requests, asked once", async ({ page }) => {
  await loginAs(page, 'globalAdmin');
  // Other tests change this account meanwhile, and each change rightly refreshes the messages:
  // the page gets no update frames here, so every request counted is one the page chose to send.
  await routeRealtime(page, { holdUpdates: true });
  // Hold the portal's code back: whatever asks for the panels' data now is index.html's own script.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/portalApi/api/status' || path === '/portalApi/api/messages') asked.push(path);
  });
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => [...asked].sort()).toEqual(['/portalApi/api/messages', '/portalApi/api/status']);
  release();
  // The panels fill from those answers: no second request for either.
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Latest activity' })).toBeVisible();
  expect([...asked].sort()).toEqual(['/portalApi/api/messages', '/portalApi/api/status']);
});
