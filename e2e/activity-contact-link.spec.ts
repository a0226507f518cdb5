/**
 * The contact-link menu on numbers in the activity detail dialog (core §2 Other dialogs, §4
 * Blocking, §5 Contact-link matching): block and unblock from the menu and see the blocked list
 * follow, no Block for a GUEST-only user, Create Contact opens the editor prefilled. Each test
 * works on a message it creates, holding a number no other test uses.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { createMessage } from './fixtures/test-control';
import { demoUser, type UserKey } from './fixtures/users';
import { openMenu, scrollUnderMenu } from './fixtures/menus';

/** Users who may block, one per project (different accounts, so the runs never share a list). */
const blocker = (info: TestInfo): UserKey => (info.project.name === 'phone' ? 'noChat' : 'user');

/** A US number with the 556 exchange (contacts.spec uses 555): typed and as the portal shows it. */
function uniqueNumber(): { typed: string; shown: string } {
  const area = 200 + Math.floor(Math.random() * 700);
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { typed: `(${area}) 556-${last4}`, shown: `${area}-556-${last4}` };
}

// By text, not role: while the modal detail dialog is open the rest of the page (the snack
// region included) is aria-hidden, so the status role is not exposed (see the report).
// The snack stays reachable by role while the detail dialog is open (its own live portal).
const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const detail = (page: Page) => page.getByRole('dialog', { name: 'Test Caller' });

/** Opens the number's menu in the detail dialog. */
const openNumberMenu = (page: Page, shown: string) => openMenu(detail(page).getByRole('button', { name: `Options for ${shown}` }));

test('block a number from an activity, see it on /blocked, unblock it from the menu', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const key = blocker(info);
  const number = uniqueNumber();
  const mark = `link${info.project.name}${Date.now().toString(36)}`;
  const id = await createMessage(request, demoUser(key).username, `Call back ${mark} at ${number.typed}.`);

  // Open the message from the list.
  await loginAs(page, key, { path: '/activity' });
  await page.getByLabel('Search activity').fill(mark);
  await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
  await expect(detail(page)).toBeVisible();
  // The caller's number has the menu too.
  await expect(detail(page).getByRole('button', { name: 'Options for 555-555-0100' })).toBeVisible();

  let menu = await openNumberMenu(page, number.shown);
  await expect(menu.getByRole('menuitem', { name: 'Create Contact' })).toBeVisible();
  // The user has patch numbers and no GRASSHOPPER role: Call is offered (the phone, issue 13).
  await expect(menu.getByRole('menuitem', { name: 'Call' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await expect(snack(page, 'Blocked successfully.')).toBeVisible();

  await page.goto('/blocked');
  await expect(page.getByRole('button', { name: `Unblock ${number.shown}` })).toBeVisible();

  // Back to the message (deep link): the menu now offers Unblock.
  await page.goto(`/activity/${id}`);
  menu = await openNumberMenu(page, number.shown);
  await expect(menu.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Unblock' }).click();
  await expect(snack(page, 'Unblocked successfully.')).toBeVisible();

  menu = await openNumberMenu(page, number.shown);
  await expect(menu.getByRole('menuitem', { name: 'Block', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/blocked');
  await expect(page.getByRole('heading', { name: 'Blocked Contacts' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock ${number.shown}` })).toHaveCount(0);
});

test('a GUEST-only user gets the menu without Block', async ({ page, request }) => {
  const number = uniqueNumber();
  const id = await createMessage(request, demoUser('guest').username, `Guest sees ${number.typed}.`);
  await loginAs(page, 'guest', { path: `/activity/${id}` });
  await expect(detail(page)).toBeVisible();
  for (const shown of [number.shown, '555-555-0100']) {
    const menu = await openNumberMenu(page, shown);
    await expect(menu.getByRole('menuitem', { name: /Create Contact|Open Contact|Search Multiple Contact Matches/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Unblock' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
});

test('the menu stays beside its number when the page under the dialog scrolls', async ({ page, request }) => {
  const number = uniqueNumber();
  const id = await createMessage(request, demoUser('guest').username, `Scroll check ${number.typed}.`);
  await loginAs(page, 'guest', { path: `/activity/${id}` });
  await expect(detail(page)).toBeVisible();
  const menu = await openNumberMenu(page, number.shown);
  // The browser scrolls the page under a dialog to bring an item into view (as Playwright's own
  // click did, which then missed the item): the menu must not move away from its number.
  expect(await scrollUnderMenu(menu)).toEqual({ scrolled: 120, by: 0 });
});

test('Create Contact opens the editor with the number filled in', async ({ page, request }, info) => {
  const key = blocker(info);
  const number = uniqueNumber();
  const id = await createMessage(request, demoUser(key).username, `New client at ${number.typed}.`);
  await loginAs(page, key, { path: `/activity/${id}` });
  // The deep link opens the dialog once the list has loaded.
  await expect(detail(page)).toBeVisible();
  const menu = await openNumberMenu(page, number.shown);
  await menu.getByRole('menuitem', { name: 'Create Contact' }).click();

  const editor = page.getByRole('dialog', { name: 'New Contact' });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Phone 1', { exact: true })).toHaveValue(number.shown);
  await expect(editor.getByRole('button', { name: 'Create Contact' })).toBeEnabled();
});
