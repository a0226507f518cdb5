/**
 * The activity inbox (core §2, §4): triage one item and in bulk, "Reset To Unread", a failed
 * change rolls back with the server's reason, a deep link opens the detail, and a message
 * created on the server appears without a reload. Each test works on messages it creates itself
 * (found through the search box by a unique token), so other specs' changes do not matter.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { activityRow, searchActivity } from './fixtures/activity';
import { loginAs } from './fixtures/auth';
import { createMessage, injectFault } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';

/** Distinct users per project, so the desktop and phone runs never share a page's data. */
const triageUser = (info: TestInfo): UserKey => (info.project.name === 'phone' ? 'noChat' : 'user');
const realtimeUser = (info: TestInfo): UserKey => (info.project.name === 'phone' ? 'grasshopper' : 'userOutcall');

const token = (info: TestInfo, label: string) => `${label}${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openActivity(page: Page, key: UserKey) {
  await loginAs(page, key, { path: '/activity' });
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible();
}

test('triage one item: read, flag, archive and back', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'single');
  await createMessage(request, demoUser(key).username, `Single triage ${mark}`);
  await openActivity(page, key);
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);

  await item.getByRole('button', { name: 'Mark Read' }).click();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  await item.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(item.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await item.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();

  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(item.getByRole('button', { name: 'Unflag' })).toBeVisible();

  // The server kept every change, and the URL kept the search: a reload shows the same state
  // (once the row is no longer busy: a reload can cancel a change still in flight).
  await expect(item).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.getByLabel('Search activity')).toHaveValue(mark);
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Unflag' })).toBeVisible();
});

test('Reset To Unread asks first', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'reset');
  await createMessage(request, demoUser(key).username, `Reset ${mark}`);
  await openActivity(page, key);
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await item.getByRole('button', { name: 'Mark Read' }).click();

  await item.getByRole('button', { name: 'Mark Unread' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await expect(dialog.getByText('Do you wish to clear the read date of this activity?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();

  await item.getByRole('button', { name: 'Mark Unread' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Read Date' }).click();
  await expect(item.getByRole('button', { name: 'Mark Read' })).toBeVisible();
});

test('bulk actions apply to every selected item and clear the selection', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'bulk');
  await createMessage(request, demoUser(key).username, `Bulk one ${mark}`);
  await createMessage(request, demoUser(key).username, `Bulk two ${mark}`);
  await openActivity(page, key);
  await searchActivity(page, mark);
  const items = activityRow(page, mark);
  await expect(items).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  const bar = page.getByRole('toolbar', { name: '2 selected' });
  await bar.getByRole('button', { name: 'Mark Read' }).click();
  await expect(items.getByRole('button', { name: 'Mark Unread' })).toHaveCount(2);
  await expect(page.getByRole('toolbar', { name: '0 selected' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('toolbar', { name: '2 selected' }).getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(items.getByRole('button', { name: 'Unflag' })).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('toolbar', { name: '2 selected' }).getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();

  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(items).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  const archiveBar = page.getByRole('toolbar', { name: '2 selected' });
  await expect(archiveBar.getByRole('button', { name: 'Archive', exact: true })).toHaveCount(0);
  await archiveBar.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
});

test('a failed archive rolls back and says why', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'fault');
  const id = await createMessage(request, demoUser(key).username, `Fault ${mark}`);
  await openActivity(page, key);
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);

  await injectFault(request, {
    failPath: `/api/messages/${id}/archive$`,
    failStatus: 500,
    failMessage: 'Archiving is unavailable right now.',
    failCount: 1,
  });
  await item.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Archiving is unavailable right now.')).toBeVisible();
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await expect(item).not.toHaveAttribute('aria-busy', 'true');
});

test('a deep link opens the message and marks it read', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'deep');
  const id = await createMessage(request, demoUser(key).username, `Deep link ${mark}`);
  await loginAs(page, key, { path: `/activity/${id}` });
  const dialog = page.getByRole('dialog', { name: 'Test Caller' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Deep link ${mark}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await searchActivity(page, mark);
  await expect(activityRow(page, mark).getByRole('button', { name: 'Mark Unread' })).toBeVisible();
});

test('a deep link to an item the list does not hold says so', async ({ page }, info) => {
  // A window of two days long ago: the whole list is there at once, and the item is not in it.
  await loginAs(page, triageUser(info), { path: '/activity/999999?start=2020-01-01&end=2020-01-02' });
  await expect(page.getByText('That activity item is not in this list.', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Test Caller' })).toHaveCount(0);
});

test('a message created on the server appears without a reload', async ({ page, request }, info) => {
  const key = realtimeUser(info);
  const mark = token(info, 'live');
  await openActivity(page, key);
  await searchActivity(page, mark);
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await createMessage(request, demoUser(key).username, `Live ${mark}`);
  await expect(activityRow(page, mark)).toHaveCount(1, { timeout: 15_000 });
});

test('remembered filters come back on the next visit', async ({ page }, info) => {
  await openActivity(page, triageUser(info));
  await page.getByRole('checkbox', { name: 'Remember my filters' }).check();
  const unread = page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Unread' });
  await unread.click();
  await expect(unread).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/quick=/);

  await page.goto('/activity');
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/quick=/);

  // Unchecking forgets them.
  await page.getByRole('checkbox', { name: 'Remember my filters' }).uncheck();
  await page.goto('/activity');
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'false');
});

test('a voicemail plays in the detail dialog', async ({ page, request }, info) => {
  // Its own voicemail: which seeded voicemails are in the window depends on the hour the seed ran.
  const key = triageUser(info);
  const mark = token(info, 'voicemail');
  await createMessage(request, demoUser(key).username, `Voicemail ${mark}`, { voicemail: true });
  await openActivity(page, key);
  await page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'Voicemails' }).click();
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);
  await item.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  const player = dialog.getByRole('group', { name: 'Voicemail' });
  await player.getByRole('button', { name: 'Play voicemail' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(dialog.getByText(/^0:0[1-9] \//)).toBeVisible();
  await player.getByRole('button', { name: 'Pause voicemail' }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
});

test('the dashboard lists the latest activity and opens it', async ({ page, request }, info) => {
  const key = triageUser(info);
  const mark = token(info, 'dash');
  await createMessage(request, demoUser(key).username, `Dashboard ${mark}`);
  await loginAs(page, key);
  const latest = page.getByRole('list', { name: 'Latest activity' });
  await latest.getByRole('link').filter({ hasText: mark }).click();
  await expect(page).toHaveURL(/\/activity\/\d+/);
  await expect(page.getByRole('dialog').getByText(`Dashboard ${mark}`)).toBeVisible();
});
