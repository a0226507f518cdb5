/**
 * Billing (issue 14), desktop and phone: every test works on its own throwaway billing account
 * (POST /__test/billing/accounts), so the two projects never change each other's data.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { currentSessionKey, skipStayLoggedInPrompt, submitLoginForm, waitForHandoff } from './fixtures/auth';
import { createBillingAccount, settlePayments, type BillingTestAccount } from './fixtures/test-control';

const password = 'Billing-Test1';

async function openBilling(page: Page, account: BillingTestAccount, search = ''): Promise<void> {
  await skipStayLoggedInPrompt(page);
  await page.goto(`/billing?account=${account.accountId}${search}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, account.username, password);
  await waitForHandoff(page);
  await expect(page.getByRole('tab', { name: 'Plans' })).toBeVisible();
}

const invoice = (account: BillingTestAccount, status: string, index = 0) => account.invoices.filter((i) => i.status === status)[index]!;

async function openInvoice(page: Page, number: string): Promise<void> {
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/tab=1/);
  await page.getByRole('button', { name: `Open invoice ${number}` }).click();
  await expect(page.getByRole('dialog', { name: `Invoice ${number}` })).toBeVisible();
}

async function payWith(page: Page, number: string, method: RegExp, amount?: string): Promise<void> {
  await openInvoice(page, number);
  await page.getByRole('button', { name: 'Pay with Stored Method' }).click();
  const dialog = page.getByRole('dialog', { name: `Pay invoice ${number}` });
  const select = dialog.getByLabel('Payment method');
  await select.selectOption({ label: (await select.locator('option', { hasText: method }).textContent())! });
  if (amount) await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

test.describe('billing', () => {
  test('plans show the plan, overage and add-on prices in dollars; the screen passes axe', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    await expect(page.getByText('$329.00')).toBeVisible();
    await expect(page.getByText('$1.75 per minute')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Live Chat' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await expect(page.getByRole('row', { name: new RegExp(invoice(account, 'OPEN').invoiceNumber) }).getByText('PAST DUE')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('pays an OPEN invoice by debit card without a surcharge; it processes, then shows PAID', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    const open = invoice(account, 'OPEN', 1);
    await payWith(page, open.invoiceNumber, /Visa debit ending in 5556/);
    await expect(page.getByText('Payment successfully submitted.  Thank you.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(open.invoiceNumber) });
    await expect(row.getByText('PROCESSING')).toBeVisible();
    await settlePayments(request);
    await expect(row.getByText('PAID')).toBeVisible();
  });

  test('pays by credit card after accepting the surcharge', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    const open = invoice(account, 'OPEN', 1);
    await payWith(page, open.invoiceNumber, /Visa credit ending in 4242/, '100');
    const confirm = page.getByRole('alertdialog', { name: 'Surcharge' }).or(page.getByRole('dialog', { name: 'Surcharge' }));
    await expect(confirm.getByText('A 3% surcharge of 3.00 applies')).toBeVisible();
    await expect(confirm.getByText('$103.00')).toBeVisible();
    await confirm.getByRole('button', { name: 'Accept and pay' }).click();
    await expect(page.getByText('Payment successfully submitted.  Thank you.')).toBeVisible();
  });

  test('a declined card leaves the invoice OPEN and says why', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    const open = invoice(account, 'OPEN', 1);
    await payWith(page, open.invoiceNumber, /ending in 0341/, '10');
    const confirm = page.getByRole('alertdialog', { name: 'Surcharge' }).or(page.getByRole('dialog', { name: 'Surcharge' }));
    await confirm.getByRole('button', { name: 'Accept and pay' }).click();
    // An error snack with the processor's sentence, never its codes (billing-account §4 session-level, §8).
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toHaveText('Your card was declined.');
    await expect(page.getByRole('dialog', { name: `Pay invoice ${open.invoiceNumber}` })).toBeVisible();
    await page.getByRole('dialog', { name: `Pay invoice ${open.invoiceNumber}` }).getByRole('button', { name: 'Cancel' }).click();
    // Back on the invoice's dialog (Pay with Stored Method was opened from it); closed to see the list.
    await page.getByRole('dialog', { name: `Invoice ${open.invoiceNumber}` }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: new RegExp(open.invoiceNumber) }).getByText('PAST DUE')).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(open.invoiceNumber) }).getByText('OPEN')).toBeVisible();
  });

  test('when the payment methods cannot be read, the invoice says why it cannot pay, and Retry reads them again', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    let failing = true;
    await page.route('**/portalApi/api/accounts/*/paymentMethods', (route) =>
      failing ? route.fulfill({ status: 500, headers: { 'X-PORTAL-ERROR': 'Payments are down.' }, body: '' }) : route.fallback(),
    );
    await openBilling(page, account);
    const open = invoice(account, 'OPEN');
    await openInvoice(page, open.invoiceNumber);
    const dialog = page.getByRole('dialog', { name: `Invoice ${open.invoiceNumber}` });
    const problem = dialog.getByRole('alert').filter({ hasText: 'The payment methods could not be loaded: Payments are down.' });
    // After the query's own retries.
    await expect(problem).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: 'Pay with Stored Method' })).toBeDisabled();
    failing = false;
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Pay with Stored Method' })).toBeEnabled();
  });

  test('adds a card through the hosted checkout page and comes back to a refreshed list', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account, '&tab=2');
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Leaving the portal' })).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/pay\/checkout\//);
    await page.getByLabel('Name on card').fill('Bill Tester');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL((url) => url.pathname === '/billing' && url.searchParams.get('tab') === '2');
    await expect(page.getByText('Mastercard credit ending in 4444 (exp 12/2039)')).toBeVisible();
  });

  test('make default, and the delete rules', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account, '&tab=2');
    // An expired card is marked as such (and is never offered for paying).
    const expiredCard = page.getByRole('listitem').filter({ hasText: 'Mastercard credit ending in 5454' });
    await expect(expiredCard.getByText('Expired', { exact: true })).toBeVisible();
    // Nor made the autopay card: only Delete is offered for it.
    await expect(expiredCard.getByRole('button', { name: /^Make .* the default/ })).toHaveCount(0);
    await expect(expiredCard.getByRole('button', { name: /^Delete/ })).toBeVisible();
    const credit = 'Visa credit ending in 4242 (exp 12/';
    await page.getByRole('button', { name: new RegExp(`^Make ${credit.replace(/[()]/g, '\\$&')}`) }).click();
    await expect(page.getByText('This is already your default payment method.')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Delete ${credit.replace(/[()]/g, '\\$&')}`) }).click();
    await expect(page.getByText('This is your default payment method. To remove this payment method, first replace it with a different payment method. Then come back to remove this payment method.')).toBeVisible();
    await page.getByRole('button', { name: /^Make Chase checking ending in 6789 the default/ }).click();
    await expect(page.getByText('Payment method activated.')).toBeVisible();
    await expect(page.getByText('Invoices are paid automatically with Chase checking ending in 6789.')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Delete ${credit.replace(/[()]/g, '\\$&')}`) }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete payment method' })).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Payment method deleted.')).toBeVisible();
    await expect(page.getByText(/Visa credit ending in 4242/)).toHaveCount(0);
  });

  test('a billing-only user pays an invoice and sets a PIN, and the portal asks the API for nothing it refuses them', async ({ page, request }) => {
    const account = await createBillingAccount(request, password, 'BILLING_ADMIN');
    // The server answers a billing-only user the billing and profile calls only (server/http/billing-only.ts):
    // every call these screens make must be one of them.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/portalApi/') && response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await openBilling(page, account);
    const open = invoice(account, 'OPEN', 1);
    await payWith(page, open.invoiceNumber, /Visa debit ending in 5556/);
    await expect(page.getByText('Payment successfully submitted.  Thank you.')).toBeVisible();
    await page.getByRole('tab', { name: 'Payment info' }).click();
    await expect(page.getByRole('button', { name: 'Edit Address' })).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Set PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set PIN' });
    await dialog.getByLabel('New PIN').fill('2468');
    await dialog.getByRole('button', { name: 'Set PIN' }).click();
    await expect(page.getByText('Your PIN was saved.')).toBeVisible();
    expect(refused).toEqual([]);
    // The inbox stays closed to them on the server too, not only in the menu.
    const texts = await request.get('/portalApi/api/smsTasks', { headers: { Authorization: `Bearer ${await currentSessionKey(page)}` } });
    expect(texts.status()).toBe(403);
  });

  test('a billing-only user who opens the portal at its home logs in straight to Billing and comes back there from a bookmark, asking for nothing refused', async ({ page, request }) => {
    const account = await createBillingAccount(request, password, 'BILLING_ADMIN');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/portalApi/') && response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await skipStayLoggedInPrompt(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(page, account.username, password);
    await waitForHandoff(page);
    expect(new URL(page.url()).pathname).toBe('/billing');
    await expect(page.getByText('Plans, invoices and payment information of your accounts.')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live' })).toBeVisible();
    // A bookmark or a reload of another page also goes straight to Billing (the server knows the browser's session).
    await page.goto('/status');
    expect(new URL(page.url()).pathname).toBe('/billing');
    await expect(page.getByText('Plans, invoices and payment information of your accounts.')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('edits the billing address with a suggestion', async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account, '&tab=2');
    await page.getByRole('button', { name: 'Edit Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(dialog.getByLabel('State')).toBeVisible();
    await dialog.getByLabel('Country').selectOption('CA');
    await expect(dialog.getByLabel('Territory/Province')).toBeVisible();
    await expect(dialog.getByLabel('Postal Code')).toBeVisible();
    await dialog.getByLabel('Address line 1').fill('100 King');
    await dialog.getByRole('button', { name: '100 King St W, Toronto, ON M5X 1A9' }).click();
    await expect(dialog.getByLabel('City')).toHaveValue('Toronto');
    await dialog.getByLabel('City').fill('');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('City').fill('Toronto');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('100 King St W')).toBeVisible();
    await expect(page.getByText('Toronto, ON, M5X 1A9')).toBeVisible();
  });

  test("downloads a paid invoice's PDF", async ({ page, request }) => {
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    await openInvoice(page, invoice(account, 'PAID').invoiceNumber);
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Invoice lines' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Invoice ${invoice(account, 'PAID').invoiceNumber}.pdf`);
  });

  test('the past-due button opens the overdue invoice', async ({ page }) => {
    await skipStayLoggedInPrompt(page);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLoginForm(page, 'pastdue');
    await waitForHandoff(page);
    // "Past due balance" in the top bar; on a phone the compact button's label says where it goes.
    const pastDue = page.getByRole('link', { name: /^(Past due balance|Your account has a past due balance)/ });
    // A click while the dashboard's first render replaces the top bar can be lost: click until billing opens.
    await expect(async () => {
      await pastDue.click();
      await expect(page).toHaveURL(/\/billing\?/, { timeout: 2000 });
    }).toPass();
    const dialog = page.getByRole('dialog', { name: /^Invoice INV-/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('PAST DUE')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay with Stored Method' })).toBeVisible();
  });

  test('on a narrow phone the invoices stay inside their card, each with its date', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await createBillingAccount(request, password);
    await openBilling(page, account);
    await page.getByRole('tab', { name: 'Invoices' }).click();
    const table = page.getByRole('table');
    const first = account.invoices[0]!;
    await expect(table.getByRole('row', { name: new RegExp(first.invoiceNumber) })).toBeVisible();
    const card = page.getByRole('tabpanel');
    const [tableBox, cardBox] = [await table.boundingBox(), await card.boundingBox()];
    expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    // The date column is folded under the number, so no row loses its date.
    await expect(table.getByRole('columnheader', { name: 'Invoice date' })).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(first.invoiceNumber) }).getByRole('cell').first()).toContainText(/\d\d\/\d\d\/\d{4}/);
  });
});
