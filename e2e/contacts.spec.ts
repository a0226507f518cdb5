/**
 * The contact book (core §2 Contacts page, §4 Contacts, §5 Contact). Each test works on its own
 * uniquely named contacts of the demo user; nothing relies on the seeded contacts.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { currentSessionKey, loginAs } from './fixtures/auth';
import { openMenu } from './fixtures/menus';
import { deliverText } from './fixtures/test-control';
import { demoUser } from './fixtures/users';

function uniqueDigits(info: TestInfo, offset: number): string {
  const project = info.project.name === 'phone' ? 5 : 2;
  const area = 200 + Math.floor(Math.random() * 700);
  const last4 = String(
    (project * 1000 + info.parallelIndex * 100 + offset * 11 + Math.floor(Math.random() * 11)) % 10000,
  ).padStart(4, '0');
  return `${area}555${last4}`;
}

const editor = (page: Page) => page.getByRole('dialog');
const snack = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('create a contact with two methods, add a phone, remove a method and delete it', async ({ page }, info) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 1_000_000}${info.project.name[0]}`;
  const name = `E2E Contact${stamp}`;
  const [numberA, numberB] = [uniqueDigits(info, 1), uniqueDigits(info, 2)];
  await loginAs(page, 'user', { path: '/contacts' });

  // Create with a phone and an email (special characters are stripped as typed).
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(editor(page).getByRole('heading', { name: 'New Contact' })).toBeVisible();
  const create = editor(page).getByRole('button', { name: 'Create Contact' });
  await expect(create).toBeDisabled();
  await editor(page).getByLabel('First name').fill('E2E');
  await editor(page).getByLabel('Last name').fill(`Contact${stamp}`);
  await editor(page).getByLabel('Phone 1', { exact: true }).fill(numberA);
  await editor(page).getByLabel('Email 1', { exact: true }).pressSequentially(`e2e!#${stamp}@example.com`);
  await expect(editor(page).getByLabel('Email 1', { exact: true })).toHaveValue(`e2e${stamp}@example.com`);
  await editor(page).getByLabel('Phone 1 Ext.').pressSequentially('4a2');
  await expect(editor(page).getByLabel('Phone 1 Ext.')).toHaveValue('42');
  // A double click creates one contact.
  await create.dblclick();
  await expect(snack(page, 'Contact created.')).toBeVisible();
  await expect(editor(page)).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  // Edit: add a second phone.
  await page.getByRole('button', { name, exact: true }).click();
  await expect(editor(page).getByRole('heading', { name })).toBeVisible();
  await expect(editor(page).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await editor(page).getByRole('button', { name: 'Add Phone' }).click();
  await editor(page).getByLabel('Phone 2', { exact: true }).fill(numberB);
  await editor(page).getByLabel('Phone 2 Phone type').selectOption('Office');
  await editor(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(snack(page, 'Contact saved.')).toBeVisible();
  await expect(editor(page)).toBeHidden();

  // Remove the email: struck through first, gone after saving.
  await page.getByRole('button', { name, exact: true }).click();
  await expect(editor(page).getByLabel('Phone 2', { exact: true })).toHaveValue(/555/);
  await editor(page).getByRole('button', { name: 'Remove Email 1' }).click();
  await expect(editor(page).locator('[data-deleted="true"]')).toContainText(`e2e${stamp}@example.com`);
  await editor(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor(page)).toBeHidden();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(editor(page).getByLabel('Phone 2', { exact: true })).toBeVisible();
  await expect(editor(page).getByLabel('Email 1', { exact: true })).toHaveCount(0);
  await editor(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(editor(page)).toBeHidden();

  // Delete through the row menu.
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  const rowMenu = await openMenu(page.getByRole('button', { name: `Actions for ${name}` }));
  await rowMenu.getByRole('menuitem', { name: 'Delete Contact' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete contact "${name}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(snack(page, 'Contact deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('the duplicate warning and the unsaved-changes guard with its three choices', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now() % 1_000_000}${info.project.name[0]}`;
  const name = `E2E Existing${stamp}`;
  const [numberA, numberC] = [uniqueDigits(info, 4), uniqueDigits(info, 5)];
  await loginAs(page, 'user', { path: '/contacts' });
  // The existing contact, created over the API.
  const created = await request.post('/portalApi/api/contacts', {
    headers: { Authorization: `Bearer ${await currentSessionKey(page)}` },
    data: {
      firstName: 'E2E',
      lastName: `Existing${stamp}`,
      contactMethods: [{ contactMethodType: 'PHONE', phoneNumber: numberA }],
    },
  });
  expect(created.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

  // A new contact with the same number: the duplicate warning, nothing saved.
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await editor(page).getByLabel('First name').fill(`Dup${stamp}`);
  await editor(page).getByLabel('Phone 1', { exact: true }).fill(numberA);
  await editor(page).getByRole('button', { name: 'Create Contact' }).click();
  await expect(editor(page).getByRole('alert')).toHaveText(`This contact number already exists for ${name}.`);

  // Keep Editing, then Discard Changes.
  await editor(page).getByRole('button', { name: 'Close' }).first().click();
  const guard = page.getByRole('alertdialog');
  await expect(guard).toContainText('Unsaved Changes');
  await expect(guard).toContainText('This contact has unsaved changes');
  await guard.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(guard).toBeHidden();
  await expect(editor(page).getByLabel('First name')).toHaveValue(`Dup${stamp}`);
  await editor(page).getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Dup${stamp}`, exact: true })).toHaveCount(0);

  // Create Contact from the guard.
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await editor(page).getByLabel('First name').fill(`Guard${stamp}`);
  await editor(page).getByLabel('Phone 1', { exact: true }).fill(numberC);
  await editor(page).getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create Contact' }).click();
  await expect(snack(page, 'Contact created.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Guard${stamp}`, exact: true })).toBeVisible();
});

test('the table sorts by a column header', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'the phone layout lists cards without column headers');
  await loginAs(page, 'user', { path: '/contacts' });
  const header = page.getByRole('columnheader', { name: 'Name' });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const company = page.getByRole('columnheader', { name: 'Company' });
  await company.getByRole('button').click();
  await expect(company).toHaveAttribute('aria-sort', /ascending|descending/);
});

test('the whole header cell sorts, not only its label', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'the phone layout lists cards without column headers');
  await loginAs(page, 'user', { path: '/contacts' });
  const header = page.getByRole('columnheader', { name: 'Company' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  // One button, as large as its cell (the cell's bottom border aside).
  await expect(header.getByRole('button')).toHaveCount(1);
  const cell = (await header.boundingBox())!;
  const button = (await header.getByRole('button', { name: 'Company' }).boundingBox())!;
  expect(Math.abs(button.x - cell.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(button.y - cell.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(button.width - cell.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(button.height - cell.height)).toBeLessThanOrEqual(2);
  // Clicks at the cell's far corners, away from the label, sort one way and then the other.
  await header.click({ position: { x: cell.width - 3, y: cell.height - 4 } });
  await expect(header).toHaveAttribute('aria-sort', /^(ascending|descending)$/);
  const first = await header.getAttribute('aria-sort');
  await header.click({ position: { x: cell.width - 3, y: 3 } });
  await expect(header).toHaveAttribute('aria-sort', first === 'ascending' ? 'descending' : 'ascending');
});

test("Create Contact from a texter's number in activity starts with their name", async ({ page, request }) => {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const number = { e164: `+1503${n}`, shown: `503-${n.slice(0, 3)}-${n.slice(3)}` };
  const surname = `Lovelace${n}`;
  const text = `Please save my number ${n}.`;
  await deliverText(request, demoUser('userSms').username, number.e164, text, `Ada ${surname}`);
  await loginAs(page, 'userSms', { path: '/activity' });
  await page.getByLabel('Search activity').fill(text);
  await page.getByRole('listitem').filter({ hasText: text }).getByText(text).click();
  const detail = page.getByRole('dialog', { name: `Ada ${surname}` });
  await expect(detail).toBeVisible();
  const menu = await openMenu(detail.getByRole('button', { name: `Options for ${number.shown}` }));
  await menu.getByRole('menuitem', { name: 'Create Contact' }).click();
  const editor = page.getByRole('dialog', { name: 'New Contact' });
  await expect(editor.getByLabel('First name')).toHaveValue('Ada');
  await expect(editor.getByLabel('Last name')).toHaveValue(surname);
  await expect(editor.getByLabel('Phone 1', { exact: true })).toHaveValue(number.shown);
  await expect(editor.getByRole('button', { name: 'Create Contact' })).toBeEnabled();
});

test('a contact with a long name and a long email stays inside the page, its menu in reach', async ({ page, request }, info) => {
  const stamp = `${Date.now() % 1_000_000}${info.project.name[0]}`;
  const longName = `Verylongsurnamewithoutanyspaces${stamp}`.padEnd(60, 'x');
  const email = `${'a'.repeat(80)}${stamp}@example-company-domain.com`.slice(-100);
  await loginAs(page, 'user', { path: '/contacts' });
  const created = await request.post('/portalApi/api/contacts', {
    headers: { Authorization: `Bearer ${await currentSessionKey(page)}` },
    data: { firstName: 'E2E', lastName: longName, contactMethods: [{ contactMethodType: 'EMAIL', email, description: 'Office' }] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  const name = `E2E ${longName}`;
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  // Nothing scrolls sideways, and the row's menu button is on the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const menu = page.getByRole('button', { name: `Actions for ${name}` });
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Delete Contact' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Delete Contact' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
});
