/**
 * New Service Link's code step (billing-account §4 link verification) against the reference server
 * in-process: Resend code waits 30 seconds, then sends a new code that ends the first; Change
 * address / Change number goes back to the address as typed; the server's limit (3 codes to an
 * address in 15 minutes) answers a fourth with its message. The clock is faked (Date and the
 * countdown's interval only): the server reads the same clock, which is fine for its 15 minutes.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { TransferLink } from '@/contract/integrations';
import en from '@/locales/en/integrations.json';
import { startPortalServer, type PortalTestServer } from '@/testing/portal-server';
import { createTestQueryClient } from '@/testing/query-client';
import { RESEND_COOLDOWN_SECONDS } from './use-resend-cooldown';
import { NewLinkDialog } from './new-link-dialog';

let server: PortalTestServer;
// The first test of a file also pays for the first render of Chakra and the dialog in jsdom.
vi.setConfig({ testTimeout: 90_000 });
/** Finds that wait for the server: answers take seconds on a loaded 2-core machine. */
const wait = { timeout: 20_000 };

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'integrations', en, true, true);
  server = await startPortalServer();
}, 180_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await server?.close();
});

/** The link-verification codes sent to `to`, oldest first. */
async function codesSentTo(to: string): Promise<string[]> {
  const { messages } = await server.inspect<{ messages: { purpose: string; body: string | null }[] }>(`outbox?to=${encodeURIComponent(to)}`);
  return messages
    .filter((m) => m.purpose === 'link-verification-code')
    .map((m) => /\b(\d{5})\b/.exec(m.body ?? '')![1]!)
    .reverse();
}

/** Signed in as the demo GLOBALADMIN, the dialog open on `service`; the clock faked from here. */
async function openDialog(service: string) {
  const client = createTestQueryClient();
  await server.signIn(client, 'admin');
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const onCreated = vi.fn<(link: TransferLink) => void>();
  renderWithProviders(
    <QueryClientProvider client={client}>
      <NewLinkDialog onClose={() => undefined} onCreated={onCreated} />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'New Service Link' }, wait);
  const select = within(dialog).getByLabelText<HTMLSelectElement>('Service');
  const option = await within(select).findByRole<HTMLOptionElement>('option', { name: service }, wait);
  fireEvent.change(select, { target: { value: option.value } });
  return { dialog, onCreated };
}

const button = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole<HTMLButtonElement>('button', { name });
const passCooldown = () => act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_SECONDS * 1000));

async function sendFirstCode(dialog: HTMLElement, label: string, address: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value: address } });
  fireEvent.click(button(dialog, 'Send Code'));
  await within(dialog).findByText('A 5-digit code was sent. Enter it below.', undefined, wait);
}

async function createWith(dialog: HTMLElement, code: string) {
  fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(button(dialog, 'Create Link'));
}

describe('New Service Link: Resend code', () => {
  it('waits 30 seconds, then sends one new code (a double click too) that replaces the first', async () => {
    const address = 'resend-check@links.example';
    const { dialog, onCreated } = await openDialog('Email');
    await sendFirstCode(dialog, 'Email', address);

    const waiting = button(dialog, /^Resend code in \d+ s$/);
    expect(waiting.disabled).toBe(true);
    expect(Number(/(\d+) s$/.exec(waiting.textContent ?? '')![1])).toBeLessThanOrEqual(RESEND_COOLDOWN_SECONDS);
    await act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_SECONDS * 1000 - 1000));
    expect(button(dialog, 'Resend code in 1 s').disabled).toBe(true);
    expect(await codesSentTo(address)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));

    const resend = button(dialog, 'Resend code');
    expect(resend.disabled).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '123' } });
    fireEvent.click(resend, { detail: 1 });
    fireEvent.click(resend, { detail: 2 });
    await within(dialog).findByText('A new code was sent. Earlier codes no longer work.', undefined, wait);
    const codes = await codesSentTo(address);
    expect(codes).toHaveLength(2);
    const [first, second] = codes;
    // The half-typed code of the earlier one is cleared; the wait starts again.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Verification code').value).toBe('');
    expect(button(dialog, /^Resend code in \d+ s$/).disabled).toBe(true);

    // The server ended the first code: only the new one makes the link.
    await createWith(dialog, first!);
    await within(dialog).findByText('The verification code is not correct.', undefined, wait);
    await createWith(dialog, second!);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1), wait);
    expect(onCreated.mock.calls[0]![0].parsedParametersJson).toEqual({ email: address });
  });

  it('shows the server’s refusal of a fourth code to one address in 15 minutes', async () => {
    const address = 'resend-limit@links.example';
    const { dialog } = await openDialog('Email');
    await sendFirstCode(dialog, 'Email', address);
    for (const sent of [2, 3]) {
      await passCooldown();
      fireEvent.click(button(dialog, 'Resend code'));
      await waitFor(async () => expect(await codesSentTo(address)).toHaveLength(sent), wait);
      await waitFor(() => expect(button(dialog, /^Resend code in \d+ s$/).disabled).toBe(true), wait);
    }
    await passCooldown();
    fireEvent.click(button(dialog, 'Resend code'));
    expect((await within(dialog).findByRole('alert', undefined, wait)).textContent).toBe('Too many code requests. Please wait 15 minutes and try again.');
    expect(await codesSentTo(address)).toHaveLength(3);
  });
});

describe('New Service Link: Change address', () => {
  it('goes back to the address as typed; the corrected address gets its own code and the link', async () => {
    const typo = 'intake@harborlaw.exmaple';
    const corrected = 'intake-new@harborlaw.example';
    const { dialog, onCreated } = await openDialog('Email');
    await sendFirstCode(dialog, 'Email', typo);
    const email = within(dialog).getByLabelText<HTMLInputElement>('Email');
    expect(email.disabled).toBe(true);

    fireEvent.click(button(dialog, 'Change address'));
    expect(email.disabled).toBe(false);
    expect(email.value).toBe(typo);
    expect(document.activeElement).toBe(email);
    expect(within(dialog).queryByLabelText('Verification code')).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
    // The same address again waits as Resend code would; another address may have its code now.
    expect(button(dialog, /^Send Code in \d+ s$/).disabled).toBe(true);
    fireEvent.change(email, { target: { value: corrected } });
    expect(button(dialog, 'Send Code').disabled).toBe(false);
    fireEvent.click(button(dialog, 'Send Code'));
    await within(dialog).findByText('A 5-digit code was sent. Enter it below.', undefined, wait);
    expect(email.disabled).toBe(true);

    const [code] = await codesSentTo(corrected);
    expect(await codesSentTo(typo)).toHaveLength(1);
    await createWith(dialog, code!);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1), wait);
    expect(onCreated.mock.calls[0]![0].parsedParametersJson).toEqual({ email: corrected });
  });

  it('is Change number for a text-message link, back to the number as typed', async () => {
    const { dialog } = await openDialog('Phone (text message)');
    await sendFirstCode(dialog, 'Mobile number', '503 555 0142');
    expect(within(dialog).queryByRole('button', { name: 'Change address' })).toBeNull();
    fireEvent.click(button(dialog, 'Change number'));
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Mobile number');
    expect(phone.disabled).toBe(false);
    expect(phone.value).toBe('503 555 0142');
    expect(await codesSentTo('+15035550142')).toHaveLength(1);
  });
});
