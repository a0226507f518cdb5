/**
 * The chat activity list (core §2, §4): flag and archive a seeded chat (seen in Archive), open
 * one and read its transcript, the filter dialog, and the no-access text without chat service.
 * Both projects use 'globalAdmin' (the seeded chats of every company): desktop with the Leads
 * filter, the phone with Non-Actionable Support, disjoint chats, so the two projects never touch
 * the same one. Every change is undone at the end of the test.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import type { UserKey } from './fixtures/users';

const chatUser: UserKey = 'globalAdmin';
const chatFilter = (info: TestInfo) => (info.project.name === 'phone' ? 'Non-Actionable Support' : 'Leads');

async function openChats(page: Page, info: TestInfo) {
  await loginAs(page, chatUser, { path: '/chat-activity' });
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await page.getByRole('group', { name: 'Chat filters' }).getByRole('button', { name: chatFilter(info), exact: true }).click();
}

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });

test('flag and archive a chat, find it in Archive, then undo', async ({ page }, info) => {
  await openChats(page, info);
  const first = chatList(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label'))!;
  const wasUnread = await first.getByRole('button', { name: 'Mark Read' }).isVisible();

  // Open it: the transcript shows and the chat is marked read.
  await first.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${name}` });
  await expect(dialog.getByText('Transcript', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const email = (await dialog.locator('dd').filter({ hasText: '@' }).first().textContent())!.trim();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Narrow the list to this chat.
  await page.getByLabel('Search chats').fill(email);
  const row = chatList(page).getByRole('listitem', { name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();

  await row.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).not.toHaveAttribute('aria-busy', 'true');

  await row.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Unflag' })).toBeVisible();

  // Undo: unarchive, unflag, and unread again when it was unread.
  await row.getByRole('button', { name: 'Unarchive' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Unflag' }).click();
  await expect(row.getByRole('button', { name: 'Flag', exact: true })).toHaveAttribute('aria-pressed', 'false');
  if (wasUnread) {
    await row.getByRole('button', { name: 'Mark Unread' }).click();
    await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();
  }
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
});

test('the filter dialog: Cancel keeps the filters, Apply filters writes them to the address', async ({ page }, info) => {
  await openChats(page, info);
  const chips = page.getByRole('group', { name: 'Chat filters' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: 'Unread' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(chips.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
  await expect(chips.getByRole('button', { name: chatFilter(info), exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('button', { name: 'Clear Filters' }).click();
  await dialog.getByRole('button', { name: 'Unread' }).click();
  await dialog.getByRole('button', { name: 'Apply filters' }).click();
  await expect(dialog).toBeHidden();
  await expect(chips.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: chatFilter(info), exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/quick=.*unread/);
});

test('without chat service the page says so', async ({ page }) => {
  await loginAs(page, 'noChat', { path: '/chat-activity' });
  await expect(page.getByText('You do not have access to view this page', { exact: true })).toBeVisible();
});
