/**
 * Triage per role (core §4 "Message read, archive, follow-up", §6): on voicemail, inbound-call
 * and agent messages only the owner (the user the message was delivered to) may change read,
 * archive and follow-up; others see greyed controls with "You don't have permission to do this."
 * and a bulk action skips such items. Which items a role sees comes from the server: a USER or
 * GUEST sees the items delivered to them, a LOCATIONADMIN those of his locations, a GLOBALADMIN
 * those of his accounts. The test surface creates an AGENT message for a user in that user's
 * first account (and location); every test finds its own messages by a unique token.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { activityRow, searchActivity } from './fixtures/activity';
import { loginAs } from './fixtures/auth';
import { createMessage } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';

const token = (info: TestInfo, label: string) => `${label}${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const noPermission = "You don't have permission to do this.";

async function openActivity(page: Page, key: UserKey) {
  await loginAs(page, key, { path: '/activity' });
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
  // The admins' first page is the largest: on a busy 2-core machine it can take a while.
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible({ timeout: 30_000 });
}

const openTooltips = (page: Page) => page.getByRole('tooltip').filter({ visible: true });

/**
 * A control the user may not use: greyed (aria-disabled) and, on focus, the spec's tooltip, which
 * closes again on blur. The closed tooltip stays in the DOM while it animates out, so the next
 * control's tooltip is looked for only once none is visible (on a loaded machine the exit
 * animation overlapped the next open, and two tooltips matched).
 */
async function expectDenied(page: Page, control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await control.focus();
  await expect(openTooltips(page)).toHaveCount(1);
  await expect(openTooltips(page)).toHaveText(noPermission);
  await control.blur();
  await expect(openTooltips(page)).toHaveCount(0);
}

test('GLOBALADMIN: another user’s message shows greyed controls and cannot be triaged, singly or in bulk', async ({ page, request }, info) => {
  // Two full loads of the admin's list (all three companies) on a shared 2-core machine.
  test.slow();
  const mark = token(info, 'notmine');
  // Delivered to the plain user of Child 1, where the admin is GLOBALADMIN too: the admin sees it.
  await createMessage(request, demoUser('user').username, `Not the admin's ${mark}`);
  await openActivity(page, 'globalAdmin');
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);

  for (const name of ['Mark Read', 'Flag', 'Archive']) {
    await expectDenied(page, item.getByRole('button', { name, exact: true }));
  }
  // A mouse resting on a greyed control says why too; on a phone a tap does, and a tap elsewhere closes it.
  const flag = item.getByRole('button', { name: 'Flag', exact: true });
  if (info.project.name === 'phone') await flag.tap({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  else await flag.hover();
  await expect(openTooltips(page)).toHaveText(noPermission);
  if (info.project.name === 'phone') await page.getByRole('heading', { name: 'Activity' }).tap();
  else await page.mouse.move(0, 0);
  await expect(openTooltips(page)).toHaveCount(0);
  await item.getByRole('button', { name: 'Archive', exact: true }).click({ force: true });
  await item.getByRole('button', { name: 'Mark Read', exact: true }).click({ force: true });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Mark Read', exact: true })).toHaveAttribute('aria-disabled', 'true');

  // Bulk: the item is skipped, and the user is told why.
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('toolbar', { name: '1 selected' }).getByRole('button', { name: 'Mark Read' }).click();
  await expect(page.getByRole('alert').filter({ hasText: noPermission })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '0 selected' })).toBeVisible();

  // Nothing changed on the server: after a reload the item is still unread, unflagged, not archived.
  await page.reload();
  await expect(page.getByLabel('Search activity')).toHaveValue(mark);
  await expect(page.getByText(/^Showing 1 - \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Mark Read', exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Flag', exact: true })).toBeVisible();
});

test('USER: sees and triages the items delivered to him, singly and in bulk, with Reset To Unread', async ({ page, request }, info) => {
  const mark = token(info, 'mine');
  await createMessage(request, demoUser('user').username, `Daniel one ${mark}`);
  await createMessage(request, demoUser('user').username, `Daniel two ${mark}`);
  // Delivered to another user of the same account: not his.
  await createMessage(request, demoUser('guest').username, `Hannah's ${mark}`);
  await openActivity(page, 'user');
  await searchActivity(page, mark);
  const items = activityRow(page, mark);
  await expect(items).toHaveCount(2);
  await expect(activityRow(page, `Hannah's ${mark}`)).toHaveCount(0);

  const first = activityRow(page, `Daniel one ${mark}`);
  await first.getByRole('button', { name: 'Mark Read' }).click();
  await first.getByRole('button', { name: 'Mark Unread' }).click();
  const reset = page.getByRole('alertdialog', { name: 'Reset To Unread' });
  await expect(reset.getByText('Do you wish to clear the read date of this activity?')).toBeVisible();
  await reset.getByRole('button', { name: 'Clear Read Date' }).click();
  await expect(first.getByRole('button', { name: 'Mark Read' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('toolbar', { name: '2 selected' }).getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(items.getByRole('button', { name: 'Unflag' })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await page.getByRole('toolbar', { name: '2 selected' }).getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText("You're all caught up!")).toBeVisible();
  await page.getByRole('tab', { name: 'Archive' }).click();
  await expect(items).toHaveCount(2);
});

test('GUEST: sees only the items delivered to her; the owner rule lets her triage those', async ({ page, request }, info) => {
  const mark = token(info, 'guest');
  await createMessage(request, demoUser('guest').username, `Hannah's own ${mark}`);
  await createMessage(request, demoUser('user').username, `Daniel's ${mark}`);
  await openActivity(page, 'guest');
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Hannah's own ${mark}`);

  // Spec core §4 ties the controls to ownership, not to the role: her own item's controls are live.
  for (const name of ['Mark Read', 'Flag', 'Archive']) {
    await expect(item.getByRole('button', { name, exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  }
  await item.getByRole('button', { name: 'Mark Read' }).click();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
  // The button turns at once (optimistic) and the row is busy until the server has it: a reload
  // before then can cancel the request in flight (CI, once: the item came back unread).
  await expect(item).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
});

test('LOCATIONADMIN: sees his location’s items only; another account’s message is not listed', async ({ page, request }, info) => {
  const mark = token(info, 'location');
  await createMessage(request, demoUser('locationAdmin').username, `Marcus's location ${mark}`);
  // The admin's first account is the parent company, where the location admin has no role.
  await createMessage(request, demoUser('globalAdmin').username, `Parent company ${mark}`);
  // The plain user's message has no location (his role covers the whole of Child 1).
  await createMessage(request, demoUser('user').username, `No location ${mark}`);
  await openActivity(page, 'locationAdmin');
  await searchActivity(page, mark);
  const item = activityRow(page, mark);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Marcus's location ${mark}`);

  await item.getByRole('button', { name: 'Flag', exact: true }).click();
  await expect(item.getByRole('button', { name: 'Unflag' })).toHaveAttribute('aria-pressed', 'true');
  await expect(item).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(item.getByRole('button', { name: 'Unflag' })).toBeVisible();
});
