/**
 * The chat detail dialog's read / flag / archive controls (spec core §4) against the reference
 * server in-process: the chat list of /chat-activity, a chat of the test's own (the test-control
 * surface's, as in e2e/chat.spec.ts), opened from its row. Each test signs in and makes its own
 * chat, so nothing is shared between tests.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessagesPages } from '@/api/activity/activity.cache';
import { activityQueries } from '@/api/activity/activity.queries';
import { sessionScopeKey } from '@/api/query-scope';
import { renderWithRouter, testI18n } from '@/components/testing-provider';
import type { ChatItem } from '@/contract/activity';
import enChat from '@/locales/en/chat.json';
import { waitForModalSettled } from '@/testing/modal-settled';
import { startPortalServer, type PortalTestServer } from '@/testing/portal-server';
import { createTestQueryClient } from '@/testing/query-client';
import { ChatScreen } from './chat-screen';

const scope = sessionScopeKey(null, false);
let server: PortalTestServer;
// The first test of a file also pays for the first render of Chakra and the screen in jsdom.
vi.setConfig({ testTimeout: 90_000 });
/** Finds that wait for the server: answers take seconds on a loaded 2-core machine. */
const wait = { timeout: 20_000 };

beforeAll(async () => {
  testI18n.addResourceBundle('en', 'chat', enChat, true, true);
  // The dialog's code is loaded on its first opening: load it now, so the opening does not wait.
  await import('./chat-detail-dialog-view');
  server = await startPortalServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

let serial = 0;
/** Signs in as `username`, adds an unread chat from a visitor of the test's own to that user, and shows the chat list. */
async function chatsOf(username: string) {
  const client = createTestQueryClient();
  await server.signIn(client, username);
  serial += 1;
  const visitor = `Triagetest ${username} ${serial} ${Date.now().toString(36)}`;
  const { chatId } = await server.arrange<{ chatId: number }>('chats', { username, visitor });
  renderWithRouter(
    <QueryClientProvider client={client}>
      <ChatScreen />
    </QueryClientProvider>,
    { path: '/chat-activity' },
  );
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search chats' }, wait), { target: { value: visitor } });
  const row = await screen.findByRole('listitem', { name: visitor }, wait);
  return { client, visitor, chatId, row };
}

/** Opens the chat from its row, as a person taps it; the dialog settled (the list below hidden). */
async function openDialog(row: HTMLElement, visitor: string) {
  fireEvent.click(within(row).getAllByRole('button')[0]!);
  const dialog = await screen.findByRole('dialog', { name: `Chat with ${visitor}` }, wait);
  await waitForModalSettled(dialog, wait);
  return { dialog, triage: within(dialog).getByRole('group', { name: 'Read, flag and archive' }) };
}

/** The chat as the server has it now. */
async function serverChat(chatId: number): Promise<ChatItem> {
  const res = await server.request(`/api/messages/getChatExport?chatId=${chatId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ChatItem;
}

/** The chat in the list's cache, each time the cache changes, with the triage calls already sent by then. */
function watchListCache(client: QueryClient, chatId: number) {
  const seen: { chat: ChatItem & { held?: boolean }; callsSent: string[] }[] = [];
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    for (const [, data] of client.getQueriesData<MessagesPages>({ queryKey: activityQueries.lists(scope) })) {
      const chat = data?.pages.flatMap((p) => p.pureChats).find((c) => c.chatId === chatId);
      if (chat) seen.push({ chat, callsSent: server.calls.filter((c) => c.startsWith(`POST /api/messages/${chatId}/`)) });
    }
  });
  return { seen, unsubscribe };
}

const notGreyed = (button: HTMLElement) => expect(button.getAttribute('aria-disabled')).not.toBe('true');

describe('ChatDetailDialog triage (spec core §4 Message read, archive, follow-up)', () => {
  it('reads, flags, archives and resets to unread from the dialog, held at once, through the chat calls', async () => {
    const { client, visitor, chatId, row } = await chatsOf('user');
    expect(within(row).getByRole('button', { name: 'Mark Read' })).toBeTruthy();
    const { dialog, triage } = await openDialog(row, visitor);

    // The controls carry the list's labels; opening marked the chat read (chatread), as the row does.
    const read = await within(triage).findByRole('button', { name: 'Mark Unread' }, wait);
    expect(read.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.calls).toContain(`POST /api/messages/${chatId}/chatread`), wait);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    for (const name of ['Mark Unread', 'Flag', 'Archive']) notGreyed(within(triage).getByRole('button', { name }));

    // Flag: the list shows it at once, held, before the request is even sent; then the server has it.
    const flagWatch = watchListCache(client, chatId);
    fireEvent.click(within(triage).getByRole('button', { name: 'Flag' }));
    const unflag = await within(triage).findByRole('button', { name: 'Unflag' }, wait);
    expect(unflag.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(server.calls).toContain(`POST /api/messages/${chatId}/chatfollowUp`), wait);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    flagWatch.unsubscribe();
    const firstFlagged = flagWatch.seen.find((s) => s.chat.followup === 'Y');
    expect(firstFlagged?.chat.held).toBe(true);
    expect(firstFlagged?.callsSent).not.toContain(`POST /api/messages/${chatId}/chatfollowUp`);
    expect((await serverChat(chatId)).followup).toBe('Y');
    // The row below the dialog follows (hidden from the accessibility tree by the modal).
    expect(within(row).getByRole('button', { name: 'Unflag', hidden: true })).toBeTruthy();

    // Archive: chatarchive; the chat leaves the All list, the dialog stays with Unarchive.
    fireEvent.click(within(triage).getByRole('button', { name: 'Archive' }));
    expect(await within(triage).findByRole('button', { name: 'Unarchive' }, wait)).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain(`POST /api/messages/${chatId}/chatarchive`), wait);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: visitor, hidden: true })).toBeNull(), wait);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    expect((await serverChat(chatId)).archived).toBe('Y');

    // Clearing the read date asks first ("Reset To Unread"), then goes through the bulk unread call.
    fireEvent.click(within(triage).getByRole('button', { name: 'Mark Unread' }));
    const reset = await screen.findByRole('alertdialog', { name: 'Reset To Unread' }, wait);
    expect(within(reset).getByText('Do you wish to clear the read date of this activity?')).toBeTruthy();
    await waitForModalSettled(reset, wait);
    fireEvent.click(within(reset).getByRole('button', { name: 'Clear Read Date' }));
    expect(await within(triage).findByRole('button', { name: 'Mark Read' }, wait)).toBeTruthy();
    await waitFor(() => expect(server.calls).toContain('POST /api/messages/bulkunread'), wait);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    expect((await serverChat(chatId)).read).toBe('N');
    expect(screen.getByRole('dialog', { name: `Chat with ${visitor}` })).toBe(dialog);
  });

  it('a refused change is rolled back: the control returns to what the server has', async () => {
    const { client, visitor, chatId, row } = await chatsOf('user');
    const { triage } = await openDialog(row, visitor);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    server.failPaths('/chatfollowUp', 500);
    const watch = watchListCache(client, chatId);
    try {
      fireEvent.click(within(triage).getByRole('button', { name: 'Flag' }));
      await waitFor(() => expect(server.calls).toContain(`POST /api/messages/${chatId}/chatfollowUp`), wait);
      await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
      expect(within(triage).getByRole('button', { name: 'Flag' }).getAttribute('aria-pressed')).toBe('false');
    } finally {
      server.clearFaults();
      watch.unsubscribe();
    }
    // It was shown flagged (held) first, then undone by the rollback (which clears held), not only by the refresh after it.
    const shown = watch.seen.findIndex((s) => s.chat.followup === 'Y');
    expect(watch.seen[shown]?.chat.held).toBe(true);
    expect(watch.seen.slice(shown + 1).some((s) => s.chat.followup === 'N' && s.chat.held === false)).toBe(true);
    expect(watch.seen.at(-1)?.chat.followup).toBe('N');
    expect((await serverChat(chatId)).followup).toBe('N');
  });

  it('GUEST: the rule ties the controls to the item, not the role, so her own chat’s controls are live, as on the row', async () => {
    // Spec core §4 greys controls only on voicemail, inbound-call and agent messages of another
    // user; chats are not among them, and the server lets a GUEST change the chats she sees
    // (e2e/activity-roles.spec.ts holds the same for her own messages). No control is greyed.
    const { visitor, chatId, row } = await chatsOf('guest');
    for (const name of ['Mark Read', 'Flag', 'Archive']) notGreyed(within(row).getByRole('button', { name }));
    const { triage } = await openDialog(row, visitor);
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    for (const name of ['Mark Unread', 'Flag', 'Archive']) notGreyed(within(triage).getByRole('button', { name }));
    expect(screen.queryByText("You don't have permission to do this.")).toBeNull();
    fireEvent.click(within(triage).getByRole('button', { name: 'Flag' }));
    expect(await within(triage).findByRole('button', { name: 'Unflag' }, wait)).toBeTruthy();
    await waitFor(() => expect(triage.getAttribute('aria-busy')).toBe('false'), wait);
    expect((await serverChat(chatId)).followup).toBe('Y');
  });
});
