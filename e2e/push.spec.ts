/**
 * Web push (core §4 Push): the user menu offers desktop notifications while the browser has not
 * been asked; with notifications allowed, the portal fetches the server's key at login and tries
 * to subscribe. The test browser reaches no push service, so the subscription itself cannot
 * complete here (the device post is covered by the server and jsdom tests); what is proven is
 * that the page asks, explains a refusal, and keeps working when the push service is unreachable.
 */
import { expect, test } from '@playwright/test';
import { loginAs, openAgentSession, userMenuButton } from './fixtures/auth';
import { demoUser, displayName } from './fixtures/users';
import { openMenu } from './fixtures/menus';

test('the user menu turns on desktop notifications, and says how to allow them when the browser blocks them', async ({ page }) => {
  await loginAs(page, 'user');
  // Headless Chromium answers the permission request by itself; make it a refusal either way.
  await page.evaluate(() => {
    Notification.requestPermission = async () => 'denied';
  });
  const menu = await openMenu(userMenuButton(page, displayName(demoUser('user'))));
  await menu.getByRole('menuitem', { name: 'Turn on desktop notifications' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "Notifications are blocked for this site. Allow them in your browser's settings to turn them on." }),
  ).toBeVisible();
});

test('with notifications allowed, login fetches the push key and the portal works without a push service', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const key = page.waitForResponse((res) => res.url().endsWith('/portalApi/api/publicKey/webApi'));
  await loginAs(page, 'user');
  expect((await key).status()).toBe(200);
  const { publicKey } = (await (await key).json()) as { publicKey: string };
  expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  // Nothing to ask for any more: the menu no longer offers it.
  const menu = await openMenu(userMenuButton(page, displayName(demoUser('user'))));
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Turn on desktop notifications' })).toHaveCount(0);
});

test('an agent session is never offered notifications for the customer', async ({ page }) => {
  await openAgentSession(page, 'user');
  const menu = await openMenu(userMenuButton(page, displayName(demoUser('user'))));
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Turn on desktop notifications' })).toHaveCount(0);
});
