/**
 * Blocked Contacts and VIP Contacts (core §2, §4 Blocking, §5 Blocking / VIP contacts, §8).
 * Every test creates its own uniquely numbered entries on the user's account; nothing relies on
 * the seeded lists.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';

/** A US number no other test uses: 555 exchange, last four digits from the worker and a counter. */
let counter = 0;
function uniqueNumber(info: TestInfo): { typed: string; shown: string } {
  counter += 1;
  const project = info.project.name === 'phone' ? 5 : 1;
  const last4 = String(
    (project * 1000 + info.parallelIndex * 100 + counter * 7 + Math.floor(Math.random() * 7)) % 10000,
  ).padStart(4, '0');
  const area = 200 + Math.floor(Math.random() * 700);
  return { typed: `(${area}) 555-${last4}`, shown: `${area}-555-${last4}` };
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.describe('Blocked Contacts', () => {
  test('block, find, edit and unblock a number; the list follows with its snacks', async ({ page }, info) => {
    test.setTimeout(90_000);
    const number = uniqueNumber(info);
    const name = `E2E Robocall ${Date.now()}`;
    await loginAs(page, 'user', { path: '/blocked' });

    await page.getByRole('button', { name: 'Block a Number' }).click();
    await dialog(page).getByLabel('Phone number').fill(number.typed);
    await dialog(page).getByLabel(/^Name/).fill(name);
    await dialog(page).getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Blocked successfully.' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: `Unblock ${number.shown}` })).toBeVisible();

    // The same number again: the spec's duplicate text, nothing added.
    await page.getByRole('button', { name: 'Block a Number' }).click();
    await dialog(page).getByLabel('Phone number').fill(number.typed);
    await dialog(page).getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog(page).getByText('This phone number has already been blocked.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    // Search narrows the list to the entry.
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(page.getByRole('button', { name: `Unblock ${number.shown}` })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${number.shown}` }).click();
    await dialog(page).getByLabel('Company').fill('Spam Inc.');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Updated successfully.' })).toBeVisible();
    await expect(page.getByText('Spam Inc.').filter({ visible: true })).toBeVisible();

    await page.getByRole('button', { name: `Unblock ${number.shown}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(number.shown);
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unblocked successfully.' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unblock ${number.shown}` })).toHaveCount(0);
  });

  test('a GUEST-only user has no access', async ({ page }) => {
    await loginAs(page, 'guest', { path: '/blocked' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Block a Number' })).toHaveCount(0);
  });
});
