/**
 * Issue 17's address item: the company page edits the billing and service addresses through
 * billing's 'Edit Address' dialog. Each test uses its own throwaway account (its GLOBALADMIN).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { createBillingAccount } from './fixtures/test-control';

const password = 'Company-Test1';

async function openCompany(page: Page, request: APIRequestContext): Promise<void> {
  const account = await createBillingAccount(request, password);
  await skipStayLoggedInPrompt(page);
  await page.goto('/company');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, account.username, password);
  await waitForHandoff(page);
}

test('edits the billing address on /company: a US suggestion and a second line, kept after reload', async ({ page, request }) => {
  await openCompany(page, request);
  await expect(page.getByText('1 Test Way')).toBeVisible();
  await page.getByRole('button', { name: 'Edit billing address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(dialog.getByLabel('Address line 1')).toHaveValue('1 Test Way');
  await expect(dialog.getByLabel('State')).toBeVisible();
  await dialog.getByLabel('Address line 1').fill('1 Market');
  await dialog.getByRole('button', { name: '1 Market St, San Francisco, CA 94105' }).click();
  await expect(dialog.getByLabel('Zip')).toHaveValue('94105');
  await dialog.getByLabel('Address line 2').fill('Suite 400');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  for (const line of ['1 Market St', 'Suite 400', 'San Francisco, CA, 94105']) await expect(page.getByText(line, { exact: true })).toBeVisible();
  await expect(page.getByText('1 Test Way')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Suite 400', { exact: true })).toBeVisible();
});

test('edits the service address on /company with a suggestion', async ({ page, request }) => {
  await openCompany(page, request);
  await page.getByRole('button', { name: 'Edit service address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Address' });
  await dialog.getByLabel('Country').selectOption('DE');
  await expect(dialog.getByLabel('Territory/Province')).toBeVisible();
  await dialog.getByLabel('Address line 1').fill('Unter den');
  await dialog.getByRole('button', { name: 'Unter den Linden 10, Berlin, Berlin 10117' }).click();
  await expect(dialog.getByLabel('Postal Code')).toHaveValue('10117');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Unter den Linden 10')).toBeVisible();
  await expect(page.getByText('Berlin, Berlin, 10117')).toBeVisible();
});

test('changing the country after typing keeps the dialog and what was typed', async ({ page, request }) => {
  await openCompany(page, request);
  await page.getByRole('button', { name: 'Edit billing address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Address' });
  await dialog.getByLabel('Address line 1').fill('Main');
  await dialog.getByLabel('Country').selectOption('CA');
  await expect(dialog.getByLabel('Territory/Province')).toBeVisible();
  await expect(dialog.getByLabel('Address line 1')).toHaveValue('Main');
  await expect(page.getByText('This screen could not be loaded.')).toHaveCount(0);
  // The US state and zip are not kept for Canada: asked for again, and Save waits for them.
  await expect(dialog.getByLabel('Territory/Province')).toHaveValue('');
  await expect(dialog.getByLabel('Postal Code')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
