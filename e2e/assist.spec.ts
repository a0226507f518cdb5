/**
 * Request Assist (core §2 Other dialogs, §4, §5 Assist request) and the contact-link menu's Call
 * and Send Text (core §2, §5 Contact-link matching).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { createMessage } from './fixtures/test-control';
import { openMenu } from './fixtures/menus';

async function openAssist(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Request Assist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Request Assist' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('requests assist from the top bar and finds the task in the activity', async ({ page }, info) => {
  const mark = `assist${info.project.name}${Date.now().toString(36)}`;
  await loginAs(page, 'locationAdmin');
  const dialog = await openAssist(page);
  await expect(dialog.getByText('Monday through Friday, 5 AM to 6 PM PT')).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('0 / 1000', { exact: true })).toBeVisible();
  const text = `Please call the client back ${mark}`;
  await dialog.getByRole('textbox', { name: 'Request' }).fill(text);
  await expect(dialog.getByText(`${text.length} / 1000`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Location' })).not.toHaveValue('');
  await expect(submit).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();
  await expect(dialog).toBeHidden();
  // Closing alone left the user unsure the request went anywhere.
  await expect(page.getByRole('status').filter({ hasText: 'Your request was sent to the receptionists.' })).toBeVisible();

  await page.goto('/activity');
  await page.getByLabel('Search activity').fill(mark);
  await expect(page.getByRole('listitem').filter({ hasText: mark }).first()).toBeVisible();
});

test('the request counts up to 1000 characters, stops there and fits the screen', async ({ page }) => {
  await loginAs(page, 'locationAdmin');
  const dialog = await openAssist(page);
  const field = dialog.getByRole('textbox', { name: 'Request' });
  // A paste longer than the limit is cut to it.
  await field.fill('x'.repeat(1010));
  await expect(field).toHaveValue('x'.repeat(1000));
  const counter = dialog.getByText('1000 / 1000', { exact: true });
  await expect(counter).toBeVisible();
  await expect(dialog.getByText('You have reached the limit of 1000 characters.')).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  // On the 390 px phone project too: the counter sits inside the screen and nothing scrolls sideways.
  const width = page.viewportSize()!.width;
  const box = (await counter.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test('a user without a phone number is told why the request cannot be sent', async ({ page }) => {
  await loginAs(page, 'guest');
  const dialog = await openAssist(page);
  await dialog.getByRole('textbox', { name: 'Request' }).fill('Please call the client back');
  await expect(dialog.getByRole('combobox', { name: 'Originating number' })).toBeDisabled();
  await expect(dialog.getByText('You have no phone number to send a request from. An administrator of your account can add one.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an account-wide admin chooses among the offices of the accounts and the request is filed for the chosen one", async ({ page }, info) => {
  const mark = `office${info.project.name}${Date.now().toString(36)}`;
  await loginAs(page, 'globalAdmin');
  const dialog = await openAssist(page);
  const location = dialog.getByRole('combobox', { name: 'Location' });
  // Her roles name no location: every office of her accounts is offered.
  await expect(location).toBeEnabled();
  await expect(location.locator('optgroup[label="Harbor Law – Downtown"] option', { hasText: 'Downtown – Pearl District' })).toHaveCount(1);
  await location.selectOption({ label: 'Downtown – Pearl District' });
  // The closed select shows the office; the account it belongs to is said under it.
  await expect(dialog.getByText('Harbor Law – Downtown', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Request' }).fill(`Please ring the Pearl office ${mark}`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/activity');
  await page.getByLabel('Search activity').fill(mark);
  await expect(page.getByRole('listitem').filter({ hasText: mark }).first()).toBeVisible();
});

test('a request about an activity item needs the permission checkbox', async ({ page, request }, info) => {
  const mark = `ref${info.project.name}${Date.now().toString(36)}`;
  await createMessage(request, 'locadmin', `Assist me ${mark}`);
  await loginAs(page, 'locationAdmin', { path: '/activity' });
  await page.getByLabel('Search activity').fill(mark);
  await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
  await page.getByRole('dialog', { name: 'Test Caller' }).getByRole('button', { name: 'Request Assist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Assist' });
  await dialog.getByRole('textbox', { name: 'Request' }).fill(`Handle this one ${mark}`);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByText('I give the receptionists permission to act on this activity item.').click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
});

/** A US number no other test uses (the 557 exchange): as typed in a message and as the portal shows it. */
function uniqueNumber(): { typed: string; shown: string } {
  const area = 200 + Math.floor(Math.random() * 700);
  const last4 = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { typed: `(${area}) 557-${last4}`, shown: `${area}-557-${last4}` };
}

/** Opens the activity item holding `mark` in its detail dialog (as the SMS user: text and phone). */
async function openItem(page: Page, mark: string) {
  await page.getByLabel('Search activity').fill(mark);
  await page.getByRole('listitem').filter({ hasText: mark }).getByText(mark).click();
  const detail = page.getByRole('dialog', { name: 'Test Caller' });
  await expect(detail).toBeVisible();
  return detail;
}

test('the contact-link menu texts the number', async ({ page, request }, info) => {
  const mark = `text${info.project.name}${Date.now().toString(36)}`;
  await createMessage(request, 'usersms', `Text back ${mark}`);
  await loginAs(page, 'userSms', { path: '/activity' });
  const detail = await openItem(page, mark);
  const menu = await openMenu(detail.getByRole('button', { name: 'Options for 555-555-0100' }));
  await menu.getByRole('menuitem', { name: 'Send Text' }).click();
  const sendText = page.getByRole('dialog', { name: 'Send Text' });
  await expect(sendText.getByRole('textbox', { name: 'To' })).toHaveValue('555-555-0100');
  await sendText.getByRole('button', { name: 'Cancel' }).click();
  await expect(sendText).toBeHidden();
});

test('the contact-link menu calls the number: the call is placed and shows in the activity', async ({ page, request }, info) => {
  const mark = `call${info.project.name}${Date.now().toString(36)}`;
  const number = uniqueNumber();
  await createMessage(request, 'usersms', `Call back ${mark} at ${number.typed}.`);
  await loginAs(page, 'userSms', { path: '/activity' });
  const detail = await openItem(page, mark);
  const menu = await openMenu(detail.getByRole('button', { name: `Options for ${number.shown}` }));
  await menu.getByRole('menuitem', { name: 'Call' }).click();
  // The detail steps aside for the phone, which holds the number, ready to call.
  await expect(detail).toBeHidden();
  const phone = page.getByRole('dialog', { name: 'Phone' });
  await expect(phone.getByRole('textbox', { name: 'Call To' })).toHaveValue(number.shown);
  const call = phone.getByRole('button', { name: 'Call', exact: true });
  await expect(call).toBeEnabled();
  await call.click();
  await expect(phone.getByRole('status')).toHaveText('Connected');
  await phone.getByRole('button', { name: 'Hang Up' }).click();
  await expect(phone.getByRole('status')).toHaveText('Ready to call');
  await phone.getByRole('button', { name: 'Close the phone' }).click();

  // The outcall (an OC item from the user, Sofia Alvarez, to the number) is in the activity.
  await page.goto('/activity');
  await page.getByLabel('Search activity').fill(number.shown);
  const items = page.getByRole('list', { name: 'Activity items' }).getByRole('listitem');
  await expect(items.filter({ hasText: 'Sofia Alvarez' })).toHaveCount(1);
  // The message holding the number matches the search too; nothing else does.
  await expect(items).toHaveCount(2);
});

test('on a short phone screen (its keyboard up) the dialog starts at the top: title and close button in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await loginAs(page, 'locationAdmin');
  const dialog = await openAssist(page);
  const top = (await dialog.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  await expect(dialog.getByRole('heading', { name: 'Request Assist' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
});
