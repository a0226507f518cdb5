/**
 * Blocked Contacts and VIP Contacts (core §2, §4 Blocking, §5 Blocking / VIP contacts, §8).
 * Every test creates its own uniquely numbered entries on the user's account; nothing relies on
 * the seeded lists.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginAs } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { holdBack } from './fixtures/hold-back';

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

test.describe('VIP Contacts', () => {
  test('add, edit and delete a VIP caller, and hit the duplicate text', async ({ page }, info) => {
    test.setTimeout(90_000);
    const number = uniqueNumber(info);
    const name = `E2E VIP ${Date.now()}`;
    await loginAs(page, 'user', { path: '/vip' });

    await page.getByRole('button', { name: 'Add VIP Contact' }).click();
    await dialog(page).getByLabel(/^Name/).fill(name);
    await dialog(page).getByLabel('Company').fill('Acme Law');
    await dialog(page).getByLabel('Phone number').fill(number.typed);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'VIP Contact added.' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

    await page.getByRole('button', { name: 'Add VIP Contact' }).click();
    await dialog(page).getByLabel(/^Name/).fill(`${name} again`);
    await dialog(page).getByLabel('Phone number').fill(number.typed);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('This phone number has already been added as a VIP Contact.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog(page).getByLabel(/^Name/).fill(`${name} Jr`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Updated successfully.' })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name} Jr` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'VIP Contact removed.' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${name} Jr` })).toHaveCount(0);
  });

  test('a number still being typed is called incomplete only once the field is left', async ({ page }) => {
    await loginAs(page, 'user', { path: '/vip' });
    await page.getByRole('button', { name: 'Add VIP Contact' }).click();
    const phone = dialog(page).getByLabel('Phone number');
    const problem = dialog(page).getByText('Enter a complete phone number for the selected country.');
    await phone.fill('(212) 555');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(problem).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();

    await phone.press('Tab');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(problem).toBeVisible();

    await phone.fill('(212) 555-0199');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(problem).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  test("the page says which number VIP calls go to, and its administrator goes to Settings to change it", async ({ page }) => {
    await loginAs(page, 'globalAdmin', { path: '/vip' });
    // Harbor Law – Eastside has no VIP forwarding number, and no test sets one.
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Harbor Law – Eastside' });
    const line = page.getByTestId('vip-forwarding');
    await expect(line).toHaveText(/^VIP forwarding number:\s*None\s*Set a number$/);
    expect(await seriousViolations(page)).toEqual([]);
    await line.getByRole('link', { name: 'Set a number for VIP forwarding' }).click();
    await expect(page).toHaveURL(/\/settings\?account=3$/);
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue('3');
    await expect(page.getByRole('region', { name: 'VIP forwarding number' }).getByTestId('vip-current')).toHaveText('None');
  });

  test('a user who may not change it reads the number without a link', async ({ page }) => {
    await loginAs(page, 'userOutcall', { path: '/vip' });
    const line = page.getByTestId('vip-forwarding');
    await expect(line).toHaveText(/^VIP forwarding number:\s*None$/);
    await expect(line.getByRole('link')).toHaveCount(0);
  });

  test('the list does not move when the number arrives after it', async ({ page }) => {
    const release = await holdBack(page, /\/portalApi\/api\/accounts\/\d+$/);
    await loginAs(page, 'globalAdmin', { path: '/vip' });
    const line = page.getByTestId('vip-forwarding');
    await expect(line).toHaveAttribute('aria-busy', 'true');
    const header = page.getByRole('columnheader', { name: 'Name' }).or(page.getByRole('list').first());
    await expect(header.first()).toBeVisible();
    const before = await header.first().boundingBox();
    release();
    await expect(line).toHaveAttribute('aria-busy', 'false');
    await expect(line).toContainText(/\d{3}-\d{3}-\d{4}|None/);
    expect(await header.first().boundingBox()).toEqual(before);
  });

  test("when the account cannot be read, the line says so and Retry reads it again; the list stays", async ({ page }) => {
    let fail = true;
    await page.route(/\/portalApi\/api\/accounts\/\d+$/, (route) =>
      fail ? route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Down' }, body: '' }) : route.fallback(),
    );
    await loginAs(page, 'userOutcall', { path: '/vip' });
    const line = page.getByTestId('vip-forwarding');
    await expect(line).toHaveText(/^VIP forwarding number:\s*Could not be loaded\.\s*Retry$/);
    await expect(page.getByRole('button', { name: 'Add VIP Contact' })).toBeEnabled();
    fail = false;
    await line.getByRole('button', { name: 'Retry' }).click();
    await expect(line).toHaveText(/^VIP forwarding number:\s*None$/);
  });

  test('a GUEST-only user has no access', async ({ page }) => {
    await loginAs(page, 'guest', { path: '/vip' });
    await expect(page.getByText('You do not have access to view this page.')).toBeVisible();
  });
});
