/**
 * The dashboard's Recent Chats tab (core §2 Dashboard): with chat service the panel has tabs, the
 * chats tab lists the latest chats, and one opens on /chat-activity with its transcript; without
 * chat service there are no tabs.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';

test('Recent Chats lists the latest chats and opens one on the chat list', async ({ page }) => {
  await loginAs(page, 'user', { path: '/' });
  await page.getByRole('tab', { name: 'Recent Chats' }).click();
  const chats = page.getByRole('list', { name: 'Latest chats' });
  await expect(chats.getByRole('listitem').first()).toBeVisible();
  expect(await chats.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(page.getByRole('link', { name: 'See all chats' })).toHaveAttribute('href', '/chat-activity');

  const link = chats.getByRole('link').first();
  // The first non-empty text of the link is the visitor (the unread dot is empty).
  const name = (await link.locator('span').filter({ hasText: /\S/ }).first().textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/chat-activity\?chat=\d+/);
  const dialog = page.getByRole('dialog', { name: `Chat with ${name}` });
  await expect(dialog.getByRole('list', { name: 'Transcript' }).getByRole('listitem').first()).toBeVisible();

  // Closing leaves the plain list.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/chat=/);
  await expect(page.getByRole('list', { name: 'Chats' }).getByRole('listitem').first()).toBeVisible();
});

test('without chat service the dashboard has no tabs', async ({ page }) => {
  await loginAs(page, 'noChat', { path: '/' });
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recent Chats' })).toHaveCount(0);
});
