/**
 * Block from a number's menu inside a dialog: while the block is on its way neither Block nor
 * Unblock is offered (a second Block would be sent twice), and "Blocked successfully." still
 * shows when the dialog holding the menu has closed before the answer came.
 * One menu selection per file (Zag's menu in jsdom: see transfer-menu.test.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockedQueries } from '@/api/blocked/blocked.queries';
import { sessionQueries } from '@/api/session/session.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { testI18n, TestProviders } from '@/components/testing-provider';
import en from '@/locales/en/contacts.json';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-stub';
import { createTestQueryClient } from '@/testing/query-client';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { ContactLinkMenu } from './contact-link-menu';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'contacts', en, true, true);
});

const fetchMock = stubFetchPerTest();

describe('ContactLinkMenu: Block', () => {
  it('offers no second Block while the first is on its way, and its notice outlives the closed dialog', async () => {
    let answerBlock!: () => void;
    const blockHeld = new Promise<void>((resolve) => (answerBlock = resolve));
    const entry = { entryId: 5, accountId: 1, phoneNumber: '+15035550100', name: null, company: null };
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/api/blockNumbers/')) {
        await blockHeld;
        return jsonResponse(entry);
      }
      if (path.endsWith('/api/blockNumbers/')) return jsonResponse([entry]);
      return new Response(null, { status: 404 });
    });
    const client = createTestQueryClient();
    const scope = sessionScopeKey(null, false);
    client.setQueryData(sessionQueries.me(scope).queryKey, makeUser({ contacts: [], userAccountRoles: [makeRole({ accountId: 1, userRoleKey: 'USER' })] }));
    client.setQueryData(blockedQueries.list(scope, 1).queryKey, []);
    let closeDialog!: () => void;
    function DialogHoldingTheMenu() {
      const [open, setOpen] = useState(true);
      closeDialog = () => setOpen(false);
      return open ? <ContactLinkMenu kind="phone" value="(503) 555-0100" accountId={1} /> : null;
    }
    render(
      <QueryClientProvider client={client}>
        <DialogHoldingTheMenu />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    const trigger = screen.getByRole('button', { name: 'Options for 503-555-0100' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([r]) => (r as Request).method === 'POST')).toBe(true));

    await userEvent.click(trigger);
    await screen.findByRole('menuitem', { name: 'Create Contact' });
    expect(screen.queryByRole('menuitem', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Unblock' })).toBeNull();

    act(() => closeDialog());
    answerBlock();
    await waitFor(() => expect(useSnackbarStore.getState().queue[0]).toMatchObject({ message: 'Blocked successfully.', tone: 'success' }));
  });
});
