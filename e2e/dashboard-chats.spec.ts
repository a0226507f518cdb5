/**
 * The dashboard's Recent Chats tab (core §2 Dashboard): with chat service the panel has tabs, the
 * chats tab lists the latest chats, and one opens on /chat-activity with its transcript; without
 * chat service there are no tabs.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { createChat } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

test('Recent Chats lists the latest chats and opens one on the chat list', async ({ page, request }, info) => {
  // A chat of the test's own is the newest, so it heads the list whatever other tests do.
  const visitor = `Recenttest ${info.project.name} ${Date.now().toString(36)}`;
  await createChat(request, demoUser('user').username, visitor);
  await loginAs(page, 'user', { path: '/' });
  await page.getByRole('tab', { name: 'Recent Chats' }).click();
  const chats = page.getByRole('list', { name: 'Latest chats' });
  const link = chats.getByRole('link', { name: new RegExp(visitor) });
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all chats' })).toHaveAttribute('href', '/chat-activity');

  await link.click();
  await expect(page).toHaveURL(/\/chat-activity\?chat=\d+/);
  const dialog = page.getByRole('dialog', { name: `Chat with ${visitor}` });
  await expect(dialog.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveCount(3);

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
