/**
 * The chat list's exports and Reset To Unread (core §2, §4): a chat's "Chat Export" PDF built in
 * the browser, the list's Export CSV, and the confirmation before clearing a chat's read date.
 * Each test creates its own chat through the test surface and finds it with the search box, so
 * no two tests (or projects) touch one chat.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { createChat } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });

/** A chat of this test's own (created through the test surface), alone in the searched list. */
async function openOwnChat(page: Page, request: APIRequestContext, info: TestInfo, label: string) {
  const visitor = `${label} ${info.project.name} ${Date.now().toString(36)}`;
  await createChat(request, demoUser('globalAdmin').username, visitor);
  await loginAs(page, 'globalAdmin', { path: '/chat-activity' });
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await page.getByLabel('Search chats').fill(visitor);
  const row = chatList(page).getByRole('listitem', { name: visitor });
  await expect(row).toHaveCount(1);
  return { visitor, row };
}

test('a chat exports as the A4 "Chat Export" PDF', async ({ page, request }, info) => {
  // The first export fetches the worker with pdfmake and its fonts (~1.8 MB) and parses them.
  test.slow();
  const { visitor, row } = await openOwnChat(page, request, info, 'Exporttest');
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${visitor}` });
  await expect(dialog.getByRole('list', { name: 'Transcript' }).getByRole('listitem').first()).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    dialog.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Chat Export - ${visitor}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // A4 portrait: 595.28 × 841.89 points.
  expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  await expect(dialog.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

test('Export CSV on the chat list downloads the chats with a header row', async ({ page, request }, info) => {
  const { visitor } = await openOwnChat(page, request, info, 'Csvtest');
  await page.getByLabel('Search chats').fill('');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chats-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Time,Visitor,Email,Phone,Website,Types,Outcome,Agent,Duration (s),Company,Transcript');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.some((line) => line.includes(visitor))).toBe(true);
});

test('Reset To Unread asks before clearing a chat’s read date', async ({ page, request }, info) => {
  const { row } = await openOwnChat(page, request, info, 'Resettest');
  await row.getByRole('button', { name: 'Mark Read' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-busy', 'true');

  // Cancel keeps the read date.
  await row.getByRole('button', { name: 'Mark Unread' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await expect(confirm.getByText('Do you wish to clear the read date of this activity?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();

  // Clear Read Date clears it, and it stays cleared after a reload (the search is in the address).
  await row.getByRole('button', { name: 'Mark Unread' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await confirm.getByRole('button', { name: 'Clear Read Date' }).click();
  await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();
});
