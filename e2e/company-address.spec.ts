/**
 * Issue 17's address item: the company page edits the billing and service addresses through
 * billing's 'Edit Address' dialog. Each test uses its own throwaway account (its GLOBALADMIN).
 */
import { expect, test } from '@playwright/test';
import { skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { createBillingAccount } from './fixtures/test-control';

const password = 'Company-Test1';

test('edits the service address on /company with a suggestion', async ({ page, request }) => {
  const account = await createBillingAccount(request, password);
  await skipStayLoggedInPrompt(page);
  await page.goto('/company');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, account.username, password);
  await waitForHandoff(page);
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
