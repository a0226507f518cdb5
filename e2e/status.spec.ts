/**
 * Call handling statuses (core §2 Status page, §4 Status lifecycle, §5 Status editor): a one-time
 * status now, a saved status scheduled for tomorrow, an overlap overridden (its message naming
 * the times in the browser's zone), Save ticked on an existing one-time status, clear and
 * delete with their confirmations, and hold calls across a reload. Each project works with its own
 * user (desktop: user, phone: userSms) so the two never overlap each other's schedules; tests
 * in this file run in order because they share that user's timeline.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { currentSessionKey, loginAs } from './fixtures/auth';
import type { UserKey } from './fixtures/users';

test.describe.configure({ mode: 'serial' });

const statusUser = (info: TestInfo): UserKey => (info.project.name === 'phone' ? 'userSms' : 'user');

const currentPanel = (page: Page) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: 'My current status' }) });
const editor = (page: Page) => page.getByRole('dialog');

async function openStatusPage(page: Page, info: TestInfo) {
  await loginAs(page, statusUser(info), { path: '/status' });
  await expect(page.getByRole('heading', { name: 'My current status' })).toBeVisible();
  await expect(currentPanel(page).getByRole('button', { name: 'Update' })).toBeEnabled();
}

/** Clears whatever status is active (state left by another run), answering the confirmation. */
async function clearCurrent(page: Page) {
  const clear = currentPanel(page).getByRole('button', { name: 'Clear' });
  if (await clear.isDisabled()) return;
  await clear.click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear status' });
  await expect(confirm.getByText('Are you sure you want to clear your status?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(currentPanel(page).getByText('No status is set')).toBeVisible();
}

async function chooseDuration(page: Page, text: string) {
  await editor(page).getByLabel('Duration').selectOption({ label: text });
}

/** The date input's value for a day from today, in the browser's (= this machine's) zone. */
function daysFromNow(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const tomorrow = () => daysFromNow(1);

test('create a one-time status now, then clear it with the confirmation', async ({ page }, info) => {
  await openStatusPage(page, info);
  await clearCurrent(page);

  await currentPanel(page).getByRole('button', { name: 'Update' }).click();
  await expect(editor(page).getByRole('heading', { name: 'New status' })).toBeVisible();
  await expect(editor(page).getByLabel('Status name')).toHaveValue('One Time');
  await expect(editor(page).getByText('Now', { exact: true })).toBeVisible();
  await chooseDuration(page, '1 hour');
  // The end picker is for CUSTOM only; a code shows its computed end.
  await expect(editor(page).getByLabel('End time: date')).toBeDisabled();
  await editor(page).getByRole('button', { name: 'Schedule Status' }).click();
  await expect(editor(page)).toHaveCount(0);

  await expect(currentPanel(page).getByText('One Time', { exact: true })).toBeVisible();
  await expect(currentPanel(page).getByText("You're not taking calls.")).toBeVisible();
  await clearCurrent(page);
});

test('on a phone the date and the time of a start are fields of the same height, one above the other', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStatusPage(page, info);
  await page.getByRole('button', { name: 'New scheduled status' }).click();
  const date = await editor(page).getByLabel('Start time: date').boundingBox();
  const time = await editor(page).getByLabel('Start time: time').boundingBox();
  if (!date || !time) throw new Error('the start fields are not laid out');
  expect(time.y).toBeGreaterThanOrEqual(date.y + date.height);
  // The date was its text's height (24 px against 40) while the two were laid out in a column.
  expect(Math.abs(date.height - time.height)).toBeLessThan(2);
});

test('editor rules: Save clears One Time, custom end errors disable Schedule Status', async ({ page }, info) => {
  await openStatusPage(page, info);
  await page.getByRole('button', { name: 'New scheduled status' }).click();
  const dialog = editor(page);
  const name = dialog.getByLabel('Status name');
  const save = dialog.getByRole('checkbox', { name: 'Save' });
  await save.check({ force: true });
  await expect(name).toHaveValue('');
  await save.uncheck({ force: true });
  await expect(name).toHaveValue('One Time');

  await dialog.getByLabel('Start time: date').fill(tomorrow());
  await dialog.getByLabel('Start time: time').selectOption({ label: '10:00 AM' });
  await chooseDuration(page, 'Custom');
  await dialog.getByLabel('End time: date').fill(tomorrow());
  await dialog.getByLabel('End time: time').selectOption({ label: '9:00 AM' });
  await expect(dialog.getByText('The end time must be after the start time.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Schedule Status' })).toBeDisabled();
  await dialog.getByLabel('End time: time').selectOption({ label: '11:00 AM' });
  await expect(dialog.getByText('The end time must be after the start time.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Schedule Status' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor(page)).toHaveCount(0);
});

test('schedule a saved status for tomorrow, then delete the schedule and the saved status', async ({ page }, info) => {
  const statusName = `E2E tomorrow ${info.project.name}`;
  await openStatusPage(page, info);
  await page.getByRole('button', { name: 'New scheduled status' }).click();
  const dialog = editor(page);
  await dialog.getByRole('checkbox', { name: 'Save' }).check({ force: true });
  await dialog.getByLabel('Status name').fill(statusName);
  await dialog.getByLabel('Start time: date').fill(tomorrow());
  await dialog.getByLabel('Start time: time').selectOption({ label: '2:00 PM' });
  await chooseDuration(page, '2 hours');
  await dialog.getByRole('button', { name: 'Advanced options' }).click();
  await dialog.getByLabel('Tell Them').selectOption({ label: 'In court' });
  await dialog.getByRole('textbox', { name: 'Caller name: Not accepting calls from' }).fill('Solicitors');
  await dialog.getByRole('button', { name: 'Add: Not accepting calls from' }).click();
  await dialog.getByRole('textbox', { name: 'Number: Call Me Here' }).fill('+15035550101');
  await dialog.getByRole('button', { name: 'Add number: Call Me Here' }).click();
  await expect(dialog.getByText('Callers are told: "In court".')).toBeVisible();
  await expect(dialog.getByText('Calls from Solicitors are not accepted.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule Status' }).click();
  await expect(editor(page)).toHaveCount(0);

  const scheduled = page.getByRole('list', { name: 'Scheduled' });
  const row = scheduled.getByRole('listitem').filter({ hasText: statusName });
  await expect(row).toBeVisible();
  await expect(row.getByText('2:00 PM')).toBeVisible();
  await expect(row.getByText('Calls from Solicitors are not accepted.')).toBeVisible();

  // Edit: the dialog is titled with the name and updates in place.
  await row.getByRole('button', { name: `Edit ${statusName}` }).click();
  await expect(editor(page).getByRole('heading', { name: statusName })).toBeVisible();
  await editor(page).getByLabel('Start time: time').selectOption({ label: '3:00 PM' });
  await editor(page).getByRole('button', { name: 'Update Status' }).click();
  await expect(editor(page)).toHaveCount(0);
  await expect(row.getByText('3:00 PM')).toBeVisible();

  await row.getByRole('button', { name: `Delete ${statusName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete status' });
  await expect(confirm.getByText('Are you sure you want to delete this scheduled status?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(scheduled.getByRole('listitem').filter({ hasText: statusName })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved' }).getByRole('listitem').filter({ hasText: statusName });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: `Delete ${statusName}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete status' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Saved' }).getByRole('listitem').filter({ hasText: statusName })).toHaveCount(0);
});

test('an overlapping status shows Schedule Overlap; Override wins', async ({ page }, info) => {
  await openStatusPage(page, info);
  await clearCurrent(page);
  await currentPanel(page).getByRole('button', { name: 'Update' }).click();
  await chooseDuration(page, '1 hour');
  await editor(page).getByRole('button', { name: 'Schedule Status' }).click();
  await expect(currentPanel(page).getByText('One Time', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New scheduled status' }).click();
  await editor(page).getByLabel('Status name').fill('Overlap winner');
  await chooseDuration(page, '15 minutes');
  await editor(page).getByRole('button', { name: 'Schedule Status' }).click();
  const overlap = page.getByRole('alertdialog', { name: 'Schedule Overlap' });
  // The server names the status and its times in the browser's zone (which the client sends), as
  // the status screens show times ("12/04/2026 11:24 PM - 12/05/2026 12:24 AM"): without the zone
  // it would say "(UTC)". One Time runs now, so Override ends it now.
  const message = overlap.getByText(
    /^This status overlaps "One Time" scheduled \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M - \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M\. Override to end "One Time" now, or edit the times\.$/,
  );
  await expect(message).toBeVisible();
  await expect(message).not.toContainText('(UTC)');
  // Edit goes back to the form, which is still filled in.
  await overlap.getByRole('button', { name: 'Edit' }).click();
  await expect(editor(page).getByLabel('Status name')).toHaveValue('Overlap winner');
  await editor(page).getByRole('button', { name: 'Schedule Status' }).click();
  await page.getByRole('alertdialog', { name: 'Schedule Overlap' }).getByRole('button', { name: 'Override' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(currentPanel(page).getByText('Overlap winner', { exact: true })).toBeVisible();
  await clearCurrent(page);
});

test('ticking Save on an existing one-time status makes it a saved status', async ({ page }, info) => {
  const statusName = `E2E saved later ${info.project.name}`;
  await openStatusPage(page, info);
  // A one-time status five days ahead (clear of the seeded status days 2-3 ahead and of the
  // other tests' schedules), not saved.
  await page.getByRole('button', { name: 'New scheduled status' }).click();
  const dialog = editor(page);
  await expect(dialog.getByLabel('Status name')).toHaveValue('One Time');
  await dialog.getByLabel('Start time: date').fill(daysFromNow(5));
  await dialog.getByLabel('Start time: time').selectOption({ label: '4:00 PM' });
  await chooseDuration(page, '1 hour');
  await dialog.getByRole('button', { name: 'Schedule Status' }).click();
  await expect(editor(page)).toHaveCount(0);
  const scheduled = page.getByRole('list', { name: 'Scheduled' });
  const oneTimeRow = scheduled.getByRole('listitem').filter({ hasText: 'One Time' }).filter({ hasText: '4:00 PM' });
  await expect(oneTimeRow).toHaveCount(1);

  // Edit it, tick Save (which empties the One Time name) and name it: update, then save.
  await oneTimeRow.getByRole('button', { name: 'Edit One Time' }).click();
  await expect(editor(page).getByRole('heading', { name: 'One Time' })).toBeVisible();
  // Chakra's input is visually hidden; on the phone the dialog can leave it outside the viewport,
  // where even a forced check() refuses to click. A click event on it is what a tap on the box does.
  const save = editor(page).getByRole('checkbox', { name: 'Save' });
  await save.dispatchEvent('click');
  await expect(save).toBeChecked();
  await expect(editor(page).getByLabel('Status name')).toHaveValue('');
  await editor(page).getByLabel('Status name').fill(statusName);
  const saved = page.waitForResponse((r) => /\/api\/statuses\/\d+\/save$/.test(r.url()) && r.ok());
  await editor(page).getByRole('button', { name: 'Update Status' }).click();
  await saved;
  await expect(editor(page)).toHaveCount(0);
  const row = scheduled.getByRole('listitem').filter({ hasText: statusName });
  await expect(row).toContainText('4:00 PM');

  // It is a saved status now, and stays one after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Saved' }).click();
  const savedRow = page.getByRole('list', { name: 'Saved' }).getByRole('listitem').filter({ hasText: statusName });
  await expect(savedRow).toBeVisible();
  // Its editor shows Save ticked and fixed (a saved status is not "unsaved", core §4).
  await savedRow.getByRole('button', { name: `Edit ${statusName}` }).click();
  await expect(editor(page).getByRole('checkbox', { name: 'Save' })).toBeChecked();
  await editor(page).getByRole('button', { name: 'Cancel' }).click();

  // Clean up: the schedule, then the saved status.
  await page.getByRole('tab', { name: 'Scheduled' }).click();
  await scheduled.getByRole('listitem').filter({ hasText: statusName }).getByRole('button', { name: `Delete ${statusName}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete status' }).getByRole('button', { name: 'Delete' }).click();
  await expect(scheduled.getByRole('listitem').filter({ hasText: statusName })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Saved' }).click();
  await savedRow.getByRole('button', { name: `Delete ${statusName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete status' });
  await expect(confirm.getByText('Are you sure you want to delete this saved status?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Saved' }).getByRole('listitem').filter({ hasText: statusName })).toHaveCount(0);
});

test('a status without a name shows as Unnamed Status', async ({ page }, info) => {
  await openStatusPage(page, info);
  // The editor always gives a one-time status a name, so this one comes straight from the API.
  const start = new Date();
  start.setDate(start.getDate() + 6);
  start.setHours(9, 0, 0, 0);
  const res = await page.request.post('/portalApi/api/statuses', {
    headers: { Authorization: `Bearer ${await currentSessionKey(page)}` },
    form: { statusName: '', takingCalls: 'Y', saved: 'N', startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  const row = page.getByRole('list', { name: 'Scheduled' }).getByRole('listitem').filter({ hasText: 'Unnamed Status' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Unnamed Status' }).click();
  await page.getByRole('alertdialog', { name: 'Delete status' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Scheduled' }).getByRole('listitem').filter({ hasText: 'Unnamed Status' })).toHaveCount(0);
});

test('hold calls stays on across a reload', async ({ page }, info) => {
  await openStatusPage(page, info);
  const hold = page.getByRole('switch', { name: 'Hold calls' });
  if (await hold.isChecked()) {
    await hold.uncheck();
    await expect(hold).not.toBeChecked();
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/holdCalls') && r.ok());
  await hold.check();
  await expect(hold).toBeChecked();
  await saved;
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hold calls' })).toBeChecked();
  const off = page.waitForResponse((r) => r.url().endsWith('/api/me/holdCalls') && r.ok());
  await page.getByRole('switch', { name: 'Hold calls' }).uncheck();
  await off;
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hold calls' })).not.toBeChecked();
});

test('no scheduled statuses: the empty list prompts to plan ahead', async ({ page }) => {
  // The location admin has no statuses in the demo data and is used by no other status test.
  await loginAs(page, 'locationAdmin', { path: '/status' });
  await expect(page.getByText('No scheduled statuses', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Plan ahead: schedule a status/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New scheduled status' })).toBeVisible();
});
