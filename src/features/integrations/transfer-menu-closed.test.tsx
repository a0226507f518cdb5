/**
 * Transfer to… inside the activity detail: the notice still shows when the detail has closed
 * before the answer came (the transfer waits for the links to be read again).
 * One menu selection per file (Zag's menu in jsdom: see transfer-menu.test.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { testI18n, TestProviders } from '@/components/testing-provider';
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

const link = emailLink;

const fetchMock = stubFetchPerTest();

describe('Transfer to, with the detail closed meanwhile', () => {
  it('says the activity was queued', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname;
      if (path.endsWith('/api/transfers/links')) return jsonResponse({ links: [link], ruleTargets: [] });
      if (path.endsWith('/api/transfers/links/2/transfers')) {
        await held;
        return jsonResponse({ deliveriesQueued: 1, link: { ...link, queued: 1 } });
      }
      return new Response(null, { status: 404 });
    });
    const client = createTestQueryClient();
    client.setQueryData(
      sessionQueries.me(sessionScopeKey(null, false)).queryKey,
      makeUser({ userId: 1, userAccountRoles: [makeRole({ accountId: 1, userRoleKey: 'GLOBALADMIN' })] }),
    );
    let closeDetail!: () => void;
    function Detail() {
      const [open, setOpen] = useState(true);
      closeDetail = () => setOpen(false);
      return open ? <TransferMenu deliveryId={700_001} userId={1} /> : null;
    }
    render(
      <QueryClientProvider client={client}>
        <Detail />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Transfer to Email (intake@harborlaw.example)' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([r]) => new URL((r as Request).url).pathname.endsWith('/transfers'))).toBe(true));
    act(() => closeDetail());
    answer();
    await waitFor(() => expect(useSnackbarStore.getState().queue[0]).toMatchObject({ tone: 'success' }));
    expect(useSnackbarStore.getState().queue[0]?.message).toBe(en.transfer.queued);
  });
});
