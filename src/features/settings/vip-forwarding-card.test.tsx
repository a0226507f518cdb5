/**
 * The VIP forwarding number's form against the reference server in-process (billing-account §4):
 * Clear asks first, and with no number set the picker starts on nothing, so no stray Save puts a
 * number back. The card is fed by the account's query, as the Settings screen feeds it.
 */
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/api/account/account.queries';
import { callEndpoint } from '@/api/http/portal-client';
import { sessionScopeKey } from '@/api/query-scope';
import { useSessionScope } from '@/app/session/session';
import { SnackbarHost } from '@/components/snackbar-host';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { Account } from '@/contract/account';
import { formatUsDisplay } from '@/domain/numbers/us-display';
import enSettings from '@/locales/en/settings.json';
import { waitForModalSettled } from '@/testing/modal-settled';
import { startPortalServer, type PortalTestServer } from '@/testing/portal-server';
import { createTestQueryClient } from '@/testing/query-client';
import { settingsAccounts } from './logic/settings-accounts';
import { VipForwardingCard } from './vip-forwarding-card';

const scope = sessionScopeKey(null, false);
let server: PortalTestServer;
// The first test of a file also pays for the first render of Chakra and the card in jsdom.
vi.setConfig({ testTimeout: 90_000 });
/** Finds that wait for the server: answers take seconds on a loaded 2-core machine. */
const wait = { timeout: 20_000 };

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'settings', enSettings, true, true);
  // The confirmation's code loads on its first opening: load it now, so the opening does not wait.
  await import('@/components/confirm-dialog-view');
  server = await startPortalServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** The demo GLOBALADMIN on the first of its accounts with active numbers, its VIP number set to the first of them. */
async function adminWithVipNumber(): Promise<{ client: QueryClient; account: Account; number: string }> {
  const client = createTestQueryClient();
  const user = await server.signIn(client, 'admin');
  for (const { accountId } of settingsAccounts(user)) {
    const account = await client.fetchQuery(accountQueries.detail(scope, accountId));
    const number = account.phoneNumbers.find((p) => p.status === 'ACTIVE')?.phoneNumber;
    if (!number) continue;
    await callEndpoint('updateVipNumber', { accountId, vipForwardingNumber: number });
    await client.invalidateQueries({ queryKey: accountQueries.detail(scope, accountId).queryKey });
    return { client, account: await client.fetchQuery(accountQueries.detail(scope, accountId)), number };
  }
  throw new Error('The demo admin has no account with an active number');
}

function CardOfAccount({ accountId }: { accountId: number }) {
  const account = useQuery(accountQueries.detail(useSessionScope(), accountId));
  return account.data ? <VipForwardingCard account={account.data} /> : null;
}

function renderCard(client: QueryClient, accountId: number) {
  renderWithProviders(
    <QueryClientProvider client={client}>
      <CardOfAccount accountId={accountId} />
      <SnackbarHost />
    </QueryClientProvider>,
  );
}

/** The card's controls as rendered now: the form is a new one after each change of the number. */
function vipForm() {
  const card = screen.getByRole('region', { name: 'VIP forwarding number' });
  return {
    current: within(card).getByTestId('vip-current').textContent,
    picker: within(card).getByRole<HTMLSelectElement>('combobox', { name: 'Forward VIP calls to' }),
    save: within(card).getByRole<HTMLButtonElement>('button', { name: 'Save' }),
    clear: within(card).getByRole<HTMLButtonElement>('button', { name: 'Clear' }),
  };
}

const vipUpdates = () => server.calls.filter((c) => c === 'POST /api/accounts/updateVipNumber').length;

async function openConfirmation() {
  fireEvent.click(vipForm().clear);
  const dialog = await screen.findByRole('alertdialog', { name: 'Clear the VIP forwarding number?' }, wait);
  await waitForModalSettled(dialog, wait);
  return dialog;
}

/** Clear, then Clear in the confirmation; waits for the snack, the dialog gone and the card on None. */
async function clearConfirmed() {
  const dialog = await openConfirmation();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
  expect(await screen.findByText('Updated VIP forwarding number', undefined, wait)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), wait);
  await waitFor(() => expect(vipForm().current).toBe('None'), wait);
}

describe('clearing the VIP forwarding number', () => {
  it('asks first: Cancel keeps the number, Clear in the confirmation clears it', async () => {
    const { client, account, number } = await adminWithVipNumber();
    const shown = formatUsDisplay(number);
    renderCard(client, account.accountId);
    expect(vipForm().current).toBe(shown);
    const before = vipUpdates();

    const dialog = await openConfirmation();
    // Nothing is sent before the answer.
    expect(vipUpdates()).toBe(before);
    expect(within(dialog).getByText(`Calls from your VIP Contacts will no longer be put through to ${shown}.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), wait);
    expect(vipUpdates()).toBe(before);
    expect(vipForm().current).toBe(shown);
    expect(vipForm().picker.value).toBe(number);

    await clearConfirmed();
    expect(vipUpdates()).toBe(before + 1);
    const stored = await client.fetchQuery({ ...accountQueries.detail(scope, account.accountId), staleTime: 0 });
    expect(stored.vipForwardingNumber).toBeNull();
  });

  it('after a clear the picker chooses nothing, and Save waits until a number is picked', async () => {
    const { client, account, number } = await adminWithVipNumber();
    renderCard(client, account.accountId);
    // With a number set there is no empty choice: the picker shows that number.
    expect(vipForm().picker.value).toBe(number);
    expect(within(vipForm().picker).queryByRole('option', { name: 'Choose a number' })).toBeNull();

    await clearConfirmed();
    const before = vipUpdates();
    const { picker, save, clear } = vipForm();
    expect(picker.value).toBe('');
    expect(picker.selectedOptions[0]?.textContent).toBe('Choose a number');
    expect(save.disabled).toBe(true);
    expect(clear.disabled).toBe(true);
    fireEvent.change(picker, { target: { value: number } });
    expect(save.disabled).toBe(false);
    // Taking the choice back leaves nothing to save again.
    fireEvent.change(picker, { target: { value: '' } });
    expect(save.disabled).toBe(true);
    expect(vipUpdates()).toBe(before);
  });
});
