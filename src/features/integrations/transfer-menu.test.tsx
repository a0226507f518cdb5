import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { TransferLink } from '@/contract/integrations';
import en from '@/locales/en/integrations.json';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-stub';
import { emailLink } from '@/testing/integrations-fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { TransferMenu } from './transfer-menu';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'integrations', en, true, true);
});

const link: TransferLink = { ...emailLink, queued: 1 };

const fetchMock = stubFetchPerTest();

/** The links list, and a transfer that queues nothing: the activity already waits for that link. */
function serveAlreadyWaiting() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    if (url.pathname.endsWith('/api/transfers/links')) return jsonResponse({ links: [link], ruleTargets: [] });
    if (url.pathname.endsWith('/api/transfers/links/2/transfers')) return jsonResponse({ deliveriesQueued: 0, link });
    return new Response(null, { status: 404 });
  });
}

// One menu selection per file: after a first selection, Zag's menu ignores the next one in jsdom
// (a fresh mount included), so the queued case is left to e2e/integrations.spec.ts.
describe('Transfer to (billing-account §4 per-activity transfer)', () => {
  it('says the activity is already waiting when the transfer queued nothing new', async () => {
    serveAlreadyWaiting();
    const client = createTestQueryClient();
    const user = makeUser({ userId: 1, userAccountRoles: [makeRole({ accountId: 1, userRoleKey: 'GLOBALADMIN' })] });
    client.setQueryData(sessionQueries.me(sessionScopeKey(null, false)).queryKey, user);
    render(
      <QueryClientProvider client={client}>
        <TransferMenu deliveryId={700_001} userId={1} />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Transfer to Email (intake@harborlaw.example)' }));
    await waitFor(() => expect(useSnackbarStore.getState().queue).toHaveLength(1));
    expect(useSnackbarStore.getState().queue[0]).toMatchObject({ message: 'This activity is already waiting to be transferred to Email (intake@harborlaw.example).', tone: 'info' });
  });
});
