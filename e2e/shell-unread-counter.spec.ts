/**
 * The side menu's unread counter (spec core §4 "Unread count"): it counts a new message and
 * drops as soon as the message is marked read. Users nobody else's test triages (pastDue on
 * desktop, partner on the phone), so no other test moves the counter while this one reads it.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs, mainNav } from './fixtures/auth';
import { createMessage } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';

const counterUser = (info: TestInfo): UserKey => (info.project.name === 'phone' ? 'partner' : 'pastDue');

/** The counter as the Activity menu item's accessible name says it ("Activity, 3 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const nav = await mainNav(page);
  const name = (await nav.getByRole('link', { name: /^Activity/ }).getAttribute('aria-label')) ?? '';
  const drawer = page.getByRole('dialog');
  if (await drawer.isVisible()) await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

test('the unread counter counts a new message and drops when it is read', async ({ page, request }, info) => {
  const key = counterUser(info);
  const mark = `unread${info.project.name}${Date.now().toString(36)}`;
  await createMessage(request, demoUser(key).username, `Counter ${mark}`);
  await loginAs(page, key, { path: '/activity' });
  await page.getByLabel('Search activity').fill(mark);
  const item = page.getByRole('listitem').filter({ hasText: mark });
  await expect(item.getByRole('button', { name: 'Mark Read' })).toBeVisible();

  // The counter arrives with its own request: wait until it counts the new message.
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  const before = await unreadCount(page);
  await item.getByRole('button', { name: 'Mark Read' }).click();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(before - 1);

  // The server agrees: after a reload the counter still excludes the read message. The search
  // reaches the address 400 ms after the last keystroke; a fast run got here before it did.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${mark}(&|$)`));
  await page.reload();
  await expect(page.getByLabel('Search activity')).toHaveValue(mark);
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
});
