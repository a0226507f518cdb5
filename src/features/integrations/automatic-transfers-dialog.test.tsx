/**
 * Automatic Transfers keeps the question it was opened with while its answer settles: the cached
 * link changes mode as soon as the server answers, and the list is read again before the dialog
 * closes; a dialog that followed the cache flipped to the opposite question (an enabled
 * "Enable Automatic Transfers") for that time.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { TransferLink, TransferRule } from '@/contract/integrations';
import en from '@/locales/en/integrations.json';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-stub';
import { emailLink } from '@/testing/integrations-fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { AutomaticTransfersDialog } from './automatic-transfers-dialog';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'integrations', en, true, true);
});

const scope = sessionScopeKey(null, false);
const allRule: TransferRule = {
  transferRuleId: 9, accountId: null, accountName: null, phoneNumberId: null, phoneNumber: null, messageGroupId: null,
  messageGroupName: null, messageGroupAccountId: null, messageCategoryId: null, matchAll: 'Y', deny: 'N',
};
const manual = emailLink;
const automatic: TransferLink = { ...manual, transferRules: [allRule] };

const fetchMock = stubFetchPerTest();

/** The dialog as the screen renders it: its link read from the cached list. */
function Harness({ onClose }: { onClose: () => void }) {
  const links = useQuery(integrationsQueries.links(scope));
  const link = links.data?.links.find((l) => l.transferLinkId === 2);
  return link ? <AutomaticTransfersDialog link={link} onClose={onClose} onOpenRules={() => undefined} /> : null;
}

describe('Automatic Transfers', () => {
  it('asks to disable until the list read after disabling has come back, then closes with its notice', async () => {
    let releaseList!: () => void;
    const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      if (request.method === 'DELETE' && path.endsWith('/api/transfers/links/2/rules')) return jsonResponse(manual);
      if (path.endsWith('/api/transfers/links')) {
        await listHeld;
        return jsonResponse({ links: [manual], ruleTargets: [] });
      }
      return new Response(null, { status: 404 });
    });
    const client = createTestQueryClient();
    client.setQueryData(integrationsQueries.links(scope).queryKey, { links: [automatic], ruleTargets: [] });
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <Harness onClose={onClose} />
      </QueryClientProvider>,
      { wrapper: TestProviders },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Automatic Transfers' }));
    // The server has answered (the cached link is manual now) and the list is being read again.
    await waitFor(() => expect(fetchMock.mock.calls.some(([r]) => new URL((r as Request).url).pathname.endsWith('/api/transfers/links'))).toBe(true));
    expect(client.getQueryData(integrationsQueries.links(scope).queryKey)?.links[0]?.transferRules).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Enable Automatic Transfers' })).toBeNull();
    expect(screen.getByText(/no longer be transferred/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    releaseList();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(useSnackbarStore.getState().queue[0]).toMatchObject({ message: 'Automatic transfers disabled', tone: 'success' });
  });
});
