/**
 * The chat activity list (core §2, §4): open a chat and read its transcript, flag and archive
 * it (seen in Archive), the filter dialog, and the no-access text without chat service. Changes
 * are made on a chat the test creates itself through the test surface, so no other test's chats
 * are touched; the filter dialog test only reads ('globalAdmin' sees every company's chats).
 */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { holdBack } from './fixtures/hold-back';
import { openMenu } from './fixtures/menus';
import { createChat } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';

const chatUser: UserKey = 'globalAdmin';
const chatFilter = (info: TestInfo) => (info.project.name === 'phone' ? 'Non-Actionable Support' : 'Leads');

async function openChats(page: Page, info: TestInfo) {
  await loginAs(page, chatUser, { path: '/chat-activity' });
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await page.getByRole('group', { name: 'Chat filters' }).getByRole('button', { name: chatFilter(info), exact: true }).click();
}

const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });

/** A chat of the visitor's own (no other test touches it), found through the search box: its row. */
async function openOwnChat(page: Page, request: APIRequestContext, visitor: string) {
  await createChat(request, demoUser(chatUser).username, visitor);
  await loginAs(page, chatUser, { path: '/chat-activity' });
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await page.getByLabel('Search chats').fill(visitor);
  const row = chatList(page).getByRole('listitem', { name: visitor });
  await expect(row).toHaveCount(1);
  return row;
}

test('flag and archive a chat, find it in Archive, then undo', async ({ page, request }, info) => {
  const visitor = `Flagtest ${info.project.name} ${Date.now().toString(36)}`;
  const row = await openOwnChat(page, request, visitor);
  await expect(row.getByRole('button', { name: 'Mark Read' })).toBeVisible();

  // Open it: the transcript shows and the chat is marked read.
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${visitor}` });
  await expect(dialog.getByText('Transcript', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Mark Unread' })).toBeVisible();

  await row.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).not.toHaveAttribute('aria-busy', 'true');

  await row.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Unflag' })).toBeVisible();

  // Undo: unarchive and unflag.
  await row.getByRole('button', { name: 'Unarchive' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Unflag' }).click();
  await expect(row.getByRole('button', { name: 'Flag', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
});

test("the chat's dialog reads, flags and archives it, as the row does, and fits a 390px phone", async ({ page, request }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A long unbroken visitor name: the title must break rather than widen the dialog.
  const visitor = `Dialogtest-${info.project.name}-${'x'.repeat(40)}-${Date.now().toString(36)}`;
  const row = await openOwnChat(page, request, visitor);
  await row.getByRole('button').first().click();

  const dialog = page.getByRole('dialog', { name: `Chat with ${visitor}` });
  const triage = dialog.getByRole('group', { name: 'Read, flag and archive' });
  // Opening marked it read; the change is held until the server has it.
  await expect(triage.getByRole('button', { name: 'Mark Unread' })).toHaveAttribute('aria-pressed', 'true');
  await expect(triage).toHaveAttribute('aria-busy', 'false');

  // Nothing runs out sideways: the dialog, its buttons on the screen, the close button clear of the controls.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
  for (const name of ['Mark Unread', 'Flag', 'Archive']) {
    const box = (await triage.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.x + box.width <= close.x || box.y >= close.y + close.height).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await triage.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(triage.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(triage).toHaveAttribute('aria-busy', 'false');
  await triage.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(triage.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expect(triage).toHaveAttribute('aria-busy', 'false');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The list agrees: gone from All, in Archive flagged; the server kept it through a reload.
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(row).toHaveCount(1);
  await page.reload();
  await page.getByLabel('Search chats').fill(visitor);
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(row.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByRole('button', { name: 'Unarchive' })).toBeVisible();
});

test("a chat's number and email have the contact-link menu; Call opens the phone with the number", async ({ page, request }, info) => {
  const visitor = `Linktest ${info.project.name} ${Date.now().toString(36)}`;
  await createChat(request, demoUser(chatUser).username, visitor);
  await loginAs(page, chatUser, { path: '/chat-activity' });
  await page.getByLabel('Search chats').fill(visitor);
  await chatList(page).getByRole('listitem', { name: visitor }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: `Chat with ${visitor}` });
  // Stored as +15555550142, shown as the portal shows numbers: in the details and in the transcript.
  await expect(dialog.getByRole('button', { name: 'Options for visitor@example.com' })).toBeVisible();
  await expect(dialog.getByRole('listitem').getByRole('button', { name: 'Options for 555-555-0142' })).toBeVisible();
  const menu = await openMenu(dialog.getByRole('button', { name: 'Options for 555-555-0142' }).first());
  await menu.getByRole('menuitem', { name: 'Call' }).click();
  // The modal chat steps aside for the phone, which holds the number.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Phone' }).getByRole('textbox', { name: 'Call To' })).toHaveValue('555-555-0142');
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

test("on a narrow phone the filter dialog's Cancel and Apply filters wrap together, under Clear Filters", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await loginAs(page, 'globalAdmin', { path: '/activity' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  // Measure once the dialog has grown in (its opening scales it).
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const top = async (name: string) => (await dialog.getByRole('button', { name, exact: true }).boundingBox())!.y;
  expect(await top('Apply filters')).toBe(await top('Cancel'));
  expect(await top('Cancel')).toBeGreaterThan(await top('Clear Filters'));
});

test('without chat service the page says so', async ({ page }) => {
  await loginAs(page, 'noChat', { path: '/chat-activity' });
  await expect(page.getByText('You do not have access to view this page', { exact: true })).toBeVisible();
});

test("the chat list's first page comes from index.html's early request, asked once", async ({ page }) => {
  await loginAs(page, chatUser, { path: '/chat-activity' });
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  // Hold the portal's code back: whatever asks for the first page now is index.html's own script.
  const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/portalApi/api/messages/all' && url.searchParams.get('pageNumber') === '0') firstPages.push(url.search);
  });
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => firstPages.length).toBe(1);
  expect(firstPages[0]).toContain('chatsOnly=Y');
  release();
  // The list fills from that answer: the portal asks for no first page of its own.
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
  await expect(chatList(page).getByRole('listitem').first()).toBeVisible();
  expect(firstPages).toHaveLength(1);
});
