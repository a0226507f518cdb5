/**
 * The Request Assist dialog: a sent request is confirmed by a success snack as the dialog closes,
 * and the request text shows its 'N / 1000' counter, which a screen reader hears with the field
 * and, as a notice, only at the steps of the room left (not after every key).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import { SnackbarHost } from '@/components/snackbar-host';
import { testI18n, TestProviders } from '@/components/testing-provider';
import en from '@/locales/en/assist.json';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-stub';
import { createTestQueryClient } from '@/testing/query-client';
import { makePatchNumber, makeRole, makeUser } from '@/testing/user-fixtures';
import { AssistDialog } from './assist-dialog';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'assist', en, true, true);
});

const fetchMock = stubFetchPerTest();

async function renderDialog() {
  const client = createTestQueryClient();
  const user = makeUser({ patchNumbers: [makePatchNumber({ phoneNumberId: 7 })], userAccountRoles: [makeRole({ locations: [{ locationId: 1000, locationName: 'Head Office' }] })] });
  client.setQueryData(sessionQueries.me(sessionScopeKey(null, false)).queryKey, user);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <AssistDialog reference={null} onClose={onClose} />
      <SnackbarHost />
    </QueryClientProvider>,
    { wrapper: TestProviders },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Request Assist' });
  const field = within(dialog).getByRole('textbox', { name: /^Request/ });
  return { dialog, field, onClose };
}

/** The notice a screen reader hears as the room left crosses a step. */
const notice = (dialog: HTMLElement) => dialog.querySelector('[aria-live]');

describe('AssistDialog', () => {
  it('sends the request, then closes and says in a success snack that the receptionists have it', async () => {
    const bodies: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/me/assistRequest')) {
        bodies.push(await request.text());
        return jsonResponse({ messageId: 9 });
      }
      return new Response(null, { status: 404 });
    });
    const { dialog, field, onClose } = await renderDialog();
    await userEvent.type(field, 'Call the client back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(new URLSearchParams(bodies[0]).get('request')).toBe('Call the client back');
    const snack = await screen.findByRole('status');
    expect(snack.textContent).toBe('Your request was sent to the receptionists.');
  });

  it("shows the request's length out of 1000 as the field's description", async () => {
    const { dialog, field } = await renderDialog();
    const counter = within(dialog).getByText('0 / 1000');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    await userEvent.type(field, 'Call back');
    expect(counter.textContent).toBe('9 / 1000');
    // Not a live region itself: that would speak after every key.
    expect(counter.closest('[aria-live]')).toBeNull();
  });

  it('tells a screen reader the room left only as it crosses 100, 10 and the limit, and keeps the text within 1000', async () => {
    const { dialog, field } = await renderDialog();
    const live = notice(dialog);
    expect(live?.getAttribute('aria-live')).toBe('polite');
    const typeTo = (length: number) => fireEvent.change(field, { target: { value: 'a'.repeat(length) } });

    typeTo(899);
    expect(live?.textContent).toBe('');
    typeTo(900);
    expect(live?.textContent).toBe('100 characters left.');
    typeTo(950);
    expect(live?.textContent).toBe('100 characters left.');
    typeTo(990);
    expect(live?.textContent).toBe('10 characters left.');
    typeTo(999);
    expect(live?.textContent).toBe('10 characters left.');
    // A paste past the limit is cut to it.
    typeTo(1005);
    expect((field as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(within(dialog).getByText('1000 / 1000')).toBeTruthy();
    expect(live?.textContent).toBe('You have reached the limit of 1000 characters.');
    typeTo(10);
    expect(live?.textContent).toBe('');
    expect(within(dialog).getByText('10 / 1000')).toBeTruthy();
  });
});
