/**
 * The chat list's exports and Reset To Unread (core §2, §4): a chat's "Chat Export" PDF built in
 * the browser, the list's Export CSV, and the confirmation before clearing a chat's read date.
 * Olivia ('globalAdmin') sees every seeded chat. The list is narrowed to Leads, whose first row
 * chat.spec.ts uses; each test of each project here takes a later row of its own (the seed has at least
 * four leads in the window), so no two tests touch one chat.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });
/**
 * The row of this test (order is by date, whatever the flags): reset 1 on the desktop and 3 on the
 * phone; both exports open row 2 (opening only marks it read, the same for both).
 */
const chatRow = (page: Page, info: TestInfo, which: 'reset' | 'export') =>
  chatList(page).getByRole('listitem').nth(which === 'export' ? 2 : info.project.name === 'phone' ? 3 : 1);

async function narrowToLeads(page: Page) {
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await page.getByRole('group', { name: 'Chat filters' }).getByRole('button', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Chat filters' }).getByRole('button', { name: 'Leads', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function openChats(page: Page) {
  await loginAs(page, 'globalAdmin', { path: '/chat-activity' });
  await narrowToLeads(page);
}

test('a chat exports as the A4 "Chat Export" PDF', async ({ page }, info) => {
  // The first export fetches the worker with pdfmake and its fonts (~1.8 MB) and parses them.
  test.slow();
  await openChats(page);
  const row = chatRow(page, info, 'export');
  const name = (await row.getAttribute('aria-label'))!;
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${name}` });
  await expect(dialog.getByRole('list', { name: 'Transcript' }).getByRole('listitem').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Chat Export( - .+)?\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A4 portrait: 595.28 × 841.89 points.
  expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  await expect(dialog.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

test('Export CSV on the chat list downloads the chats with a header row', async ({ page }) => {
  await openChats(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chats-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Time,Visitor,Email,Phone,Website,Types,Outcome,Agent,Duration (s),Company,Transcript');
  expect(lines.length).toBeGreaterThan(1);
});

test('Reset To Unread asks before clearing a chat’s read date', async ({ page }, info) => {
  await openChats(page);
  const row = chatRow(page, info, 'reset');
  const wasUnread = await row.getByRole('button', { name: 'Mark Read' }).isVisible();
  if (wasUnread) {
    await row.getByRole('button', { name: 'Mark Read' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-busy', 'true');

  // Cancel keeps the read date.
  await row.getByRole('button', { name: 'Mark Unread' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await expect(confirm.getByText('Do you wish to clear the read date of this activity?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();

  // Clear Read Date clears it, and it stays cleared after the refresh.
  await row.getByRole('button', { name: 'Mark Unread' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await confirm.getByRole('button', { name: 'Clear Read Date' }).click();
  await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
  // The filter lives in the address: after a reload the list is narrowed again by itself.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Chat filters' }).getByRole('button', { name: 'Leads', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();

  // Leave it as found.
  if (!wasUnread) {
    await row.getByRole('button', { name: 'Mark Read' }).click();
    await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
    await expect(row).not.toHaveAttribute('aria-busy', 'true');
  }
});
