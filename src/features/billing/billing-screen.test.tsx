/**
 * The billing screen against the reference server in-process: the account selector's 'n' and its
 * reset (billing-account §2 Account selector), and the account read again 2 seconds after the
 * 'Edit Address' dialog closes (§2, §9).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { User } from '@/contract/session';
import enBilling from '@/locales/en/billing.json';
import { startPortalServer, type PortalTestServer } from '@/testing/portal-server';
import { createTestQueryClient } from '@/testing/query-client';
import { makeRole } from '@/testing/user-fixtures';
import { ADDRESS_REFRESH_DELAY_MS } from './address-dialog';
import { BillingScreen, type BillingSearch } from './billing-screen';

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
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(): Promise<{ client: QueryClient; accountId: number; user: User }> {
  const client = createTestQueryClient();
  const test = await server.arrange<{ username: string; accountId: number }>('billing/accounts', { password });
  const user = await server.signIn(client, test.username, password);
  return { client, accountId: test.accountId, user };
}

/** The screen with its search in state, as the route keeps it in the address. */
function renderScreen(client: QueryClient, initial: BillingSearch) {
  const changes: BillingSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(initial);
    const onSearchChange = useCallback((next: BillingSearch) => {
      changes.push(next);
      setSearch(next);
    }, []);
    return <BillingScreen search={search} onSearchChange={onSearchChange} />;
  }
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return changes;
}

const accountSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account' });
const accountReads = (accountId: number) => server.calls.filter((c) => c === `GET /api/accounts/${accountId}`).length;

describe('the account selector', () => {
  it("stays on 'n' with one account until the user chooses, and loads nothing before", async () => {
    const { client, accountId } = await signedIn();
    const changes = renderScreen(client, {});
    expect(accountSelect().value).toBe('n');
    expect(screen.getByText('Choose an account to see its billing.')).toBeTruthy();
    expect(accountReads(accountId)).toBe(0);
    fireEvent.change(accountSelect(), { target: { value: String(accountId) } });
    expect(changes.at(-1)).toEqual({ tab: undefined, account: accountId });
    expect(await screen.findByRole('tab', { name: 'Plans' }, wait)).toBeTruthy();
  });

  it("resets to 'n' when the chosen account is no longer allowed", async () => {
    const { client, accountId, user } = await signedIn();
    const changes = renderScreen(client, { account: accountId, tab: 2 });
    expect(await screen.findByRole('button', { name: 'Edit Address' }, wait)).toBeTruthy();
    // The user's role on the account is gone (another account keeps the selector on screen).
    act(() => {
      client.setQueryData(sessionQueries.me(scope).queryKey, {
        ...user,
        userAccountRoles: [makeRole({ accountId: 999_001, accountName: 'Another company', userRoleKey: 'GLOBALADMIN' })],
      });
    });
    await waitFor(() => expect(accountSelect().value).toBe('n'), wait);
    expect(changes.at(-1)).toEqual({ tab: 2 });
    expect(screen.queryByRole('button', { name: 'Edit Address' })).toBeNull();
    expect(screen.getByText('Choose an account to see its billing.')).toBeTruthy();
  });

  it("resets an account in the address that the user may not choose (another company's)", async () => {
    const { client } = await signedIn();
    const changes = renderScreen(client, { account: 1, tab: 1 });
    await waitFor(() => expect(changes).toEqual([{ tab: 1 }]), wait);
    expect(accountSelect().value).toBe('n');
    expect(accountReads(1)).toBe(0);
  });
});

describe("the 'Edit Address' dialog", () => {
  it('reads the account again 2 seconds after it closes, not before', async () => {
    expect(ADDRESS_REFRESH_DELAY_MS).toBe(2000);
    const { client, accountId } = await signedIn();
    renderScreen(client, { account: accountId, tab: 2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Address' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' }, wait);
    await waitFor(() => expect(accountReads(accountId)).toBe(1), wait);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // advanceTimersByTimeAsync also settles the promises in between: a read asked for any
    // earlier would have reached the server's log by now.
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_REFRESH_DELAY_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Edit Address' })).toBeNull();
    expect(accountReads(accountId)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(accountReads(accountId)).toBe(2), wait);
  });
});
