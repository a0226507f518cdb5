/**
 * The invoice dialog and the payment flow (billing-account §4 Invoice status, Payment flow) against
 * the reference server in-process: each test pays on its own throwaway billing account (the
 * test-control surface's, as in e2e/billing.spec.ts), so nothing is shared between tests.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/api/account/account.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { SnackbarHost } from '@/components/snackbar-host';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { Account } from '@/contract/account';
import enBilling from '@/locales/en/billing.json';
import { waitForModalSettled } from '@/testing/modal-settled';
import { startPortalServer, type PortalTestServer } from '@/testing/portal-server';
import { createTestQueryClient } from '@/testing/query-client';
import { InvoiceDialog } from './invoice-dialog';

interface BillingTestAccount {
  username: string;
  accountId: number;
  invoices: { invoiceId: number; invoiceNumber: string; status: string; amountDue: number }[];
}

const password = 'Billing-Test1';
const scope = sessionScopeKey(null, false);
let server: PortalTestServer;
// The first test of a file also pays for the first render of Chakra and the screen in jsdom.
vi.setConfig({ testTimeout: 90_000 });
/** Finds that wait for the server: answers take seconds on a loaded 2-core machine. */
const wait = { timeout: 20_000 };

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'billing', enBilling, true, true);
  server = await startPortalServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** A fresh billing account, signed in as its GLOBALADMIN, with the account as the screen has it. */
async function billingAccount(methods: 'all' | 'none' = 'all'): Promise<{ client: QueryClient; test: BillingTestAccount; account: Account }> {
  const client = createTestQueryClient();
  const test = await server.arrange<BillingTestAccount>('billing/accounts', { password, methods });
  await server.signIn(client, test.username, password);
  const account = await client.fetchQuery(accountQueries.detail(scope, test.accountId));
  return { client, test, account };
}

function renderInvoice(client: QueryClient, account: Account, invoiceId: number) {
  const invoice = account.invoices!.find((i) => i.invoiceId === invoiceId)!;
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={client}>
      <InvoiceDialog account={account} invoice={invoice} payment onClose={onClose} />
      <SnackbarHost />
    </QueryClientProvider>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` }) };
}

/** The OPEN invoice of yesterday (150.00). */
const recentOpen = (test: BillingTestAccount) => test.invoices.filter((i) => i.status === 'OPEN')[1]!;

/** Opens the pay dialog as a person would: each dialog settled (the page below hidden) before the next opens. */
async function openPayDialog(number: string) {
  const pay = await screen.findByRole<HTMLButtonElement>('button', { name: 'Pay with Stored Method' }, wait);
  await waitFor(() => expect(pay.disabled).toBe(false), wait);
  await waitForModalSettled(pay.closest<HTMLElement>('[role="dialog"]')!, wait);
  fireEvent.click(pay);
  const dialog = await screen.findByRole('dialog', { name: `Pay invoice ${number}` }, wait);
  await waitForModalSettled(dialog, wait);
  return dialog;
}

const chooseMethod = (dialog: HTMLElement, label: RegExp) => {
  const select = within(dialog).getByLabelText<HTMLSelectElement>('Payment method');
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: label });
  fireEvent.change(select, { target: { value: option.value } });
};

/** The spec's success text, two spaces and all (the default matcher would collapse them). */
const paidText = 'Payment successfully submitted.  Thank you.';
const exactSpacing = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const paymentCalls = (invoiceId: number) => server.calls.filter((c) => c.startsWith('POST') && c.endsWith(`/invoices/${invoiceId}`));

describe('paying an OPEN invoice', () => {
  it('says the surcharge could not be fetched, and pays nothing, when the surcharge call fails', async () => {
    const { client, test, account } = await billingAccount();
    const open = recentOpen(test);
    renderInvoice(client, account, open.invoiceId);
    const pay = await openPayDialog(open.invoiceNumber);
    server.failPaths('/surcharge$');
    try {
      fireEvent.click(within(pay).getByRole('button', { name: 'Pay' }));
      expect(await screen.findByText('Unable to fetch surcharge data, payments cannot be processed at this time.', undefined, wait)).toBeTruthy();
    } finally {
      server.clearFaults();
    }
    expect(screen.queryByRole('alertdialog', { name: 'Surcharge' })).toBeNull();
    expect(paymentCalls(open.invoiceId)).toEqual([]);
  });

  it('asks to confirm a surcharge above 0 before paying, and pays with it once accepted', async () => {
    const { client, test, account } = await billingAccount();
    const open = recentOpen(test);
    const { onClose } = renderInvoice(client, account, open.invoiceId);
    const pay = await openPayDialog(open.invoiceNumber);
    // The expired card is listed but cannot be chosen.
    expect(within(pay).getByRole<HTMLOptionElement>('option', { name: /ending in 5454 .*\(expired\)$/ }).disabled).toBe(true);
    chooseMethod(pay, /^Visa credit ending in 4242/);
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Surcharge' }, wait);
    expect(within(confirm).getByText(/^A 3% surcharge of 4\.50 applies/)).toBeTruthy();
    expect(within(confirm).getByText('$154.50')).toBeTruthy();
    expect(paymentCalls(open.invoiceId)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByText(paidText, exactSpacing, wait)).toBeTruthy();
    expect(paymentCalls(open.invoiceId)).toHaveLength(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), wait);
  });

  it('pays a debit card at once: no surcharge, no confirmation', async () => {
    const { client, test, account } = await billingAccount();
    const open = recentOpen(test);
    renderInvoice(client, account, open.invoiceId);
    const pay = await openPayDialog(open.invoiceNumber);
    chooseMethod(pay, /^Visa debit ending in 5556/);
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paidText, exactSpacing, wait)).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'Surcharge' })).toBeNull();
    expect(paymentCalls(open.invoiceId)).toHaveLength(1);
  });
});

describe('the invoice dialog by status', () => {
  it('disables Pay with Stored Method when the account has no stored methods', async () => {
    const { client, test, account } = await billingAccount('none');
    const { dialog } = renderInvoice(client, account, recentOpen(test).invoiceId);
    expect(await within(dialog()).findByText('Add a payment method on the Payment info tab to pay.', undefined, wait)).toBeTruthy();
    expect(within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'Pay with Stored Method' }).disabled).toBe(true);
  });

  it("shows 'A payment on this invoice is processing.' and no Pay button while a payment processes", async () => {
    const { client, test } = await billingAccount();
    const open = recentOpen(test);
    const paid = await server.request(`/api/accounts/${test.accountId}/invoices/${open.invoiceId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentMethodUid: `pm_${test.username}_bank`, amount: 150, idempotencyKey: `component-${test.username}` }),
    });
    expect(paid.status).toBe(200);
    const account = await client.fetchQuery({ ...accountQueries.detail(scope, test.accountId), staleTime: 0 });
    const { dialog } = renderInvoice(client, account, open.invoiceId);
    expect(within(dialog()).getByText('A payment on this invoice is processing.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Pay with Stored Method' })).toBeNull();
  });
});
