import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { User } from '@/contract/session';
import enStatus from '@/locales/en/status.json';
import { makeUser } from '@/testing/user-fixtures';
import { HoldCallsSwitch } from './hold-calls-switch';

vi.mock('@/api/http/portal-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/http/portal-client')>()),
  callEndpoint: vi.fn(),
}));

beforeAll(() => {
  testI18n.addResourceBundle('en', 'status', enStatus, true, true);
});

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

/** The switch for a signed-in user whose hold calls is `holdCalls` (no session: the anonymous scope). */
function renderSwitch(holdCalls: User['holdCalls']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const { queryKey } = sessionQueries.me(sessionScopeKey(null, false));
  queryClient.setQueryData(queryKey, makeUser({ holdCalls }));
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <HoldCallsSwitch />
    </QueryClientProvider>,
  );
  return { holdCalls: () => queryClient.getQueryData<User>(queryKey)?.holdCalls, queryClient, queryKey };
}

const hold = () => screen.getByRole('switch', { name: 'Hold calls' }) as HTMLInputElement;

describe('HoldCallsSwitch', () => {
  it('is a switch named Hold calls, described by what it does, on when the user holds calls', () => {
    renderSwitch('Y');
    expect(hold().checked).toBe(true);
    expect(hold().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hold().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Receptionists hold all calls and take messages until you turn this off.',
    );
    // A plain element with the build-time stylesheet's classes: nothing styled by emotion at run time.
    expect(document.querySelectorAll('[class*="css-"]')).toHaveLength(0);
    expect(hold().closest('label')?.hasAttribute('data-on')).toBe(true);
  });

  it('one tap puts calls on hold at once and asks the server', async () => {
    vi.mocked(callEndpoint).mockImplementation(() => new Promise(() => {}));
    const { holdCalls } = renderSwitch('N');
    await userEvent.click(screen.getByText('Hold calls'));
    await waitFor(() => expect(hold().checked).toBe(true));
    expect(holdCalls()).toBe('Y');
    expect(vi.mocked(callEndpoint)).toHaveBeenCalledWith('holdCalls', { holdCalls: 'Y' });
  });

  it('a refused change rolls the switch back', async () => {
    let refuse: (error: Error) => void = () => {};
    vi.mocked(callEndpoint).mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
    const { holdCalls } = renderSwitch('Y');
    await userEvent.click(hold());
    await waitFor(() => expect(hold().checked).toBe(false));
    expect(vi.mocked(callEndpoint)).toHaveBeenCalledWith('holdCalls', { holdCalls: 'N' });
    refuse(new PortalError(500, 'Down for maintenance'));
    await waitFor(() => expect(hold().checked).toBe(true));
    expect(holdCalls()).toBe('Y');
  });

  it('shows the tap at once while a refetch of the user is in flight (the optimistic update waits for its cancel)', () => {
    vi.mocked(callEndpoint).mockImplementation(() => new Promise(() => {}));
    const { queryClient, queryKey } = renderSwitch('Y');
    void queryClient.fetchQuery({ queryKey, queryFn: () => new Promise<User>(() => {}), staleTime: 0 });
    fireEvent.click(hold());
    // No waiting: the controlled switch must not snap back while the mutation cancels the refetch.
    expect(hold().checked).toBe(false);
  });
});
