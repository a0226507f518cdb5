/**
 * Delete Link holds the link it asks about: the answer takes the link out of the cached list a
 * round trip before the list has been read again, and a confirmation that looked it up there
 * closed at once (nothing pending, the name gone), then its late close shut the next dialog.
 * One menu selection per file (Zag's menu in jsdom: see transfer-menu.test.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { IntegrationsScreen } from './integrations-screen';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'integrations', en, true, true);
});

const link = emailLink;

const fetchMock = stubFetchPerTest();

describe('Integrations: Delete Link', () => {
  it('stays open, named and pending until the list read after deleting has come back', async () => {
    let listReads = 0;
    let releaseList!: () => void;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (request.method === 'DELETE' && path.endsWith('/api/transfers/links/2')) return jsonResponse({ ok: true });
      if (path.endsWith('/api/transfers/links')) {
        listReads += 1;
        if (listReads === 1) return jsonResponse({ links: [link], ruleTargets: [] });
        await listHeld;
        return jsonResponse({ links: [], ruleTargets: [] });
      }
      if (path.endsWith('/api/transfers/services')) return jsonResponse([]);
      return new Response(null, { status: 404 });
    });
    const client = createTestQueryClient();
    const user = makeUser({ userId: 1, userAccountRoles: [makeRole({ accountId: 1, userRoleKey: 'GLOBALADMIN' })] });
    client.setQueryData(sessionQueries.me(sessionScopeKey(null, false)).queryKey, user);
    render(
      <QueryClientProvider client={client}>
        <IntegrationsScreen />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    const title = 'Email (intake@harborlaw.example)';
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Link' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Link' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Link' }));

    // Deleted on the server, gone from the cached list, the list being read again.
    await waitFor(() => expect(listReads).toBe(2));
    expect(screen.queryByRole('listitem', { name: title })).toBeNull();
    const stillOpen = screen.getByRole('alertdialog', { name: 'Delete Link' });
    expect(within(stillOpen).getByText('Delete the link to Email? Transfers to it stop.')).toBeTruthy();
    expect(useSnackbarStore.getState().queue).toHaveLength(0);

    releaseList();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete Link' })).toBeNull());
    expect(useSnackbarStore.getState().queue[0]).toMatchObject({ message: 'Link deleted', tone: 'success' });
  });
});
