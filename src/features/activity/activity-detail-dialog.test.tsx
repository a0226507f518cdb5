import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessagesPages } from '@/api/activity/activity.cache';
import { activityQueries } from '@/api/activity/activity.queries';
import { sessionScopeKey } from '@/api/query-scope';
import type { RenderContactLink } from '@/components/contact-links';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { ChatItem, Message } from '@/contract/activity';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import { testMessage } from '@/testing/activity-test-data';
import type { ContactLinkTarget } from '@/lib/contact-link-rules';
import enActivity from '@/locales/en/activity.json';
import { createTestQueryClient } from '@/testing/query-client';
import { dialogRoots } from '@/testing/counted-dialog-roots';
import { ActivityDetailDialog } from './activity-detail-dialog';
import { ActivityDetailDialogView } from './activity-detail-dialog-view';

vi.mock('@chakra-ui/react', async (importOriginal) =>
  (await import('@/testing/counted-dialog-roots')).withCountedDialogRoots(await importOriginal()),
);

beforeAll(() => {
  testI18n.addResourceBundle('en', 'activity', enActivity, true, true);
});

/** Stands in for the contact-link menu: a button naming what it links. */
const fakeLink = ({ kind, value, accountId }: ContactLinkTarget) => (
  <button type="button">{`${kind} ${value} @${accountId}`}</button>
);

/** Stands in for the menu too, naming whom Create Contact would name the contact after. */
const namedLink = ({ kind, value, name }: ContactLinkTarget) => (
  <button type="button">{`${kind} ${value} of ${name ?? 'nobody'}`}</button>
);

interface Options {
  links?: boolean;
  renderLink?: RenderContactLink;
  userId?: number;
  client?: QueryClient;
}

/** The dialog itself (the lazy part the stand-in loads), so that each test reads it at once. */
function show(overrides: Partial<ActivityMessage>, { links = true, renderLink = fakeLink, userId = 10, client = createTestQueryClient() }: Options = {}) {
  const onAction = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ActivityDetailDialogView
        message={testMessage(overrides)}
        userId={userId}
        onAction={onAction}
        onClose={() => {}}
        renderContactLink={links ? renderLink : undefined}
      />
    </QueryClientProvider>,
    { wrapper: TestProviders },
  );
  return { dialog: screen.getByRole('dialog'), onAction };
}

const form: Message['formContent'] = {
  fields: [
    { formFieldId: 1, label: 'Phone Number', property: 'callerPhone', type: 'PHONE', value: '+15035550177', size: 6 },
    { formFieldId: 2, label: 'Email', property: 'callerEmail', type: 'EMAIL', value: 'jane.roe@example.com', size: 6 },
    { formFieldId: 3, label: 'Best Time to Call', property: 'callbackTime', type: 'TEXT', value: 'Morning', size: 6 },
    { formFieldId: 4, label: 'Fax', property: 'fax', type: 'TEXT', value: '', size: 6 },
  ],
};

describe('ActivityDetailDialog', () => {
  it('starts no dialog with the list: it mounts on the first opening and stays mounted when closed', async () => {
    const client = createTestQueryClient();
    const detail = (message: ActivityMessage | null) => (
      <QueryClientProvider client={client}>
        <ActivityDetailDialog message={message} userId={10} onAction={() => {}} onClose={() => {}} />
      </QueryClientProvider>
    );
    const { rerender } = render(detail(null), { wrapper: TestProviders });
    expect(dialogRoots.mounted).toBe(0);
    rerender(detail(testMessage({})));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // The lazy part commits outside act(): its effects may run a moment after it shows.
    await waitFor(() => expect(dialogRoots.mounted).toBe(1));
    rerender(detail(null));
    expect(dialogRoots.mounted).toBe(1);
  });

  it('AGENT: caller, call facts, billing, message and form with their numbers and emails linked', () => {
    const { dialog } = show({
      textContent: 'Jane needs a call back at (503) 555-0199 or 555-0100.',
      formContent: form,
      callTagName: 'PNC / Lead',
      contactDescription: 'Message taken',
    });
    expect(within(dialog).getByRole('heading', { name: 'Jane Roe' })).toBeTruthy();
    expect(within(dialog).getByText('Billable')).toBeTruthy();
    expect(within(dialog).getByText('1:30')).toBeTruthy(); // 95 s rounded to the nearest 30 s
    expect(within(dialog).getByText('00:01:30')).toBeTruthy(); // 1.5 receptionist minutes
    expect(within(dialog).getByText('PNC / Lead')).toBeTruthy();
    // The caller's number, the number in the text, the form's phone and email get the menu.
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 @1' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'phone (503) 555-0199 @1' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'phone +15035550177 @1' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'email jane.roe@example.com @1' })).toBeTruthy();
    // A number under 10 digits stays text; an empty form field is left out.
    expect(within(dialog).getByText(/or 555-0100\./)).toBeTruthy();
    expect(within(dialog).queryByText('Fax')).toBeNull();
    expect(within(dialog).getByText('Morning')).toBeTruthy();
    // No recording: the spec's text and the AI notice.
    expect(within(dialog).getByText('No Transcript Found. No Sentiment Analysis.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'AI-generated content may be incorrect' })).toBeTruthy();
  });

  it('without a link renderer numbers are plain text, +1 numbers as NNN-NNN-NNNN', () => {
    const { dialog } = show({ formContent: form }, { links: false });
    expect(within(dialog).getByText('503-555-0142')).toBeTruthy();
    expect(within(dialog).getByText('503-555-0177')).toBeTruthy();
    expect(within(dialog).getByText('jane.roe@example.com')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^(phone|email) / })).toBeNull();
  });

  it("a call with a task audit record is on us, not billable; urgent items show the mark", () => {
    const { dialog } = show({ messageType: 'IC', hasTaskAuditRecordId: 'Y', urgent: 'Y' });
    expect(within(dialog).getByText("Hey, this one's on us! You won't be billed for this call.")).toBeTruthy();
    expect(within(dialog).queryByText('Billable')).toBeNull();
    expect(within(dialog).getByText('Urgent')).toBeTruthy();
  });

  it('a call with a recording shows sentiment for speakers A and B and overall', () => {
    const { dialog } = show({
      messageType: 'VIP',
      callRecordingTranscription: {
        utterances: [
          { speaker: 'A', text: 'Thank you for calling.', start: 0, end: 1 },
          { speaker: 'B', text: 'I need help.', start: 1, end: 2 },
        ],
        sentiment_analysis_results: [
          { speaker: 'A', sentiment: 'POSITIVE', text: 'Thank you for calling.' },
          { speaker: 'B', sentiment: 'NEGATIVE', text: 'I need help.' },
          { speaker: 'B', sentiment: 'NEGATIVE', text: 'Soon.' },
        ],
      },
    });
    const sentiment = within(dialog).getByRole('group', { name: 'Sentiment' });
    expect(within(sentiment).getByText('Speaker A: Positive')).toBeTruthy();
    expect(within(sentiment).getByText('Speaker B: Negative')).toBeTruthy();
    expect(within(sentiment).getByText('Overall: Negative')).toBeTruthy();
    expect(within(dialog).getByText('Thank you for calling.')).toBeTruthy();
  });

  it('VM: the voicemail transcript, or the spec text without one', () => {
    const { dialog } = show({ messageType: 'VM', recordingTranscription: null, billableAgentMinutes: 0 });
    const section = within(dialog).getByRole('region', { name: 'Voicemail transcript' });
    expect(within(section).getByText('No Transcript Found. No Sentiment Analysis.')).toBeTruthy();
    expect(within(dialog).queryByText('Billable')).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Call transcript' })).toBeNull();
  });

  it('OC: the called number is linked; the caller ID is formatted', () => {
    const { dialog } = show({
      messageType: 'OC',
      outcallNumber: '+15035550123',
      outcallSourceNumber: '+15035550100',
      sendingUser: 'Daniel Cho',
    });
    expect(within(dialog).getByRole('button', { name: 'phone +15035550123 @1' })).toBeTruthy();
    expect(within(dialog).getByText('503-555-0100')).toBeTruthy();
  });

  it('SMS: the conversation, with numbers in texts linked', () => {
    const { dialog } = show({
      messageType: 'SMS',
      textContent: 'Please call me on 503-555-0188',
      lastMessage: '2026-11-20T17:05:00.000Z',
      sendingUser: null,
      billableAgentMinutes: null,
    });
    const conversation = within(dialog).getByRole('region', { name: 'Conversation' });
    const texts = within(conversation).getAllByRole('listitem');
    expect(texts).toHaveLength(1);
    expect(within(texts[0]!).getByText(/Jane Roe/)).toBeTruthy();
    expect(within(texts[0]!).getByRole('button', { name: 'phone 503-555-0188 @1' })).toBeTruthy();
  });

  it('CHAT: the chat lines from the loaded list, the website cut at 40, the visitor email linked', () => {
    const client = createTestQueryClient();
    const chat: ChatItem = {
      chatId: 7, types: ['Lead'], created: '2026-11-20T16:50:00.000Z', ended: '2026-11-20T17:00:00.000Z',
      visitorFullName: 'Sam Visitor', visitorPhone: '+15035550166', visitorEmail: 'sam@example.com', visitorLocation: 'Portland, OR',
      outcome: 'Lead captured', actions: [], website: 'https://www.harborlaw.example/practice-areas/personal-injury',
      agentFullName: 'Agent Smith', chatDuration: 600,
      messages: [
        { author: 'Agent Smith', message: 'How can I help?', created: '2026-11-20T16:51:00.000Z' },
        { author: 'Sam Visitor', message: 'Reach me at sam@example.com', created: '2026-11-20T16:52:00.000Z' },
      ],
      read: 'N', archived: 'N', followup: 'N', userId: 10, accountId: 1, accountName: 'Harbor Law', version: 1,
    };
    const scope = sessionScopeKey(null, false);
    const key = activityQueries.list(scope, { startTime: 'a', endTime: 'b' }).queryKey;
    client.setQueryData<MessagesPages>(key, { pages: [{ userMessages: [], pureChats: [chat] }], pageParams: [0] });
    const { dialog } = show({ messageType: 'CHAT', chatId: 7, textContent: 'How can I help?' }, { client });
    const lines = within(within(dialog).getByRole('region', { name: 'Chat' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[1]!).getByRole('button', { name: 'email sam@example.com @1' })).toBeTruthy();
    expect(within(dialog).getByText('https://www.harborlaw.example/practice-a…')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'phone +15035550166 @1' })).toBeTruthy();
    expect(within(dialog).getByText('Billable')).toBeTruthy();
  });

  it("gives the caller's number their name for Create Contact, and no other number or address", () => {
    // An agent message: the caller's number; a number in the text and the form's phone and email
    // may be someone else's.
    let { dialog } = show({ textContent: 'Call (503) 555-0199.', formContent: form }, { renderLink: namedLink });
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 of Jane Roe' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'phone (503) 555-0199 of nobody' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'phone +15035550177 of nobody' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'email jane.roe@example.com of nobody' })).toBeTruthy();
    cleanup();
    // A text conversation: the customer's number.
    ({ dialog } = show({ messageType: 'SMS', caller: null, combinedDisplayName: 'Sam Texter', textContent: 'Hi' }, { renderLink: namedLink }));
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 of Sam Texter' })).toBeTruthy();
    cleanup();
    // An outcall and an assist request name no one their number belongs to.
    ({ dialog } = show({ messageType: 'OC', outcallNumber: '+15035550123', sendingUser: 'Daniel Cho' }, { renderLink: namedLink }));
    expect(within(dialog).getByRole('button', { name: 'phone +15035550123 of nobody' })).toBeTruthy();
    cleanup();
    ({ dialog } = show({ messageType: 'TASK', taskUser: 'Daniel Cho' }, { renderLink: namedLink }));
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 of nobody' })).toBeTruthy();
  });

  it("gives a chat visitor's number and email the visitor's name; the menu, not the dialog, leaves out a spam chat's 'Website visitor'", () => {
    // Before the chat is loaded: the item's own visitor and number.
    let { dialog } = show({ messageType: 'CHAT', chatId: 8, caller: 'Sam Visitor', visitorFullName: 'Sam Visitor' }, { renderLink: namedLink });
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 of Sam Visitor' })).toBeTruthy();
    cleanup();
    // The loaded chat's visitor, number and email.
    const client = createTestQueryClient();
    const chat: ChatItem = {
      chatId: 8, types: ['Lead'], created: '2026-11-20T16:50:00.000Z', ended: null,
      visitorFullName: 'Samantha Vee', visitorPhone: '+15035550166', visitorEmail: 'sam@example.com', visitorLocation: null,
      outcome: null, actions: [], website: null, agentFullName: null, chatDuration: null, messages: [],
      read: 'N', archived: 'N', followup: 'N', userId: 10, accountId: 1, accountName: 'Harbor Law', version: 1,
    };
    const key = activityQueries.list(sessionScopeKey(null, false), { startTime: 'a', endTime: 'b' }).queryKey;
    client.setQueryData<MessagesPages>(key, { pages: [{ userMessages: [], pureChats: [chat] }], pageParams: [0] });
    ({ dialog } = show({ messageType: 'CHAT', chatId: 8, caller: 'Sam Visitor', visitorFullName: 'Sam Visitor' }, { renderLink: namedLink, client }));
    expect(within(dialog).getByRole('button', { name: 'phone +15035550166 of Samantha Vee' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'email sam@example.com of Samantha Vee' })).toBeTruthy();
    cleanup();
    // The demo's spam chats name their visitor 'Website visitor': the menu leaves such a name out.
    ({ dialog } = show({ messageType: 'CHAT', chatId: 9, caller: 'Website visitor', visitorFullName: null }, { renderLink: namedLink }));
    expect(within(dialog).getByRole('button', { name: 'phone +15035550142 of Website visitor' })).toBeTruthy();
  });

  it('CS / TASK: the assist request', () => {
    const { dialog } = show({ messageType: 'TASK', request: 'Please call the client back.', taskUser: 'Daniel Cho' });
    expect(within(within(dialog).getByRole('region', { name: 'Request' })).getByText('Please call the client back.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Daniel Cho' })).toBeTruthy();
    expect(within(dialog).getByText('Requested by')).toBeTruthy();
    expect(within(dialog).getByText('COMPLETE')).toBeTruthy();
  });

  it('an unknown type names the id and the type', () => {
    const { dialog } = show({ messageType: 'FAX', messageId: 42 });
    expect(within(dialog).getByText('Message 42 has type FAX.')).toBeTruthy();
  });

  it('triage controls act on the item; what the user may not change is greyed', async () => {
    const own = show({ messageType: 'AGENT', userId: 10 });
    await userEvent.click(within(own.dialog).getByRole('button', { name: 'Flag' }));
    expect(own.onAction).toHaveBeenCalledWith(expect.objectContaining({ messageId: 1 }), 'toggleFlag');
    own.dialog.remove();

    const other = show({ messageType: 'VM', userId: 99 }, { userId: 10 });
    const read = within(other.dialog).getByRole('button', { name: 'Mark Read' });
    expect(read.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(read);
    expect(other.onAction).not.toHaveBeenCalled();
    await userEvent.hover(read);
    expect(await screen.findByText("You don't have permission to do this.")).toBeTruthy();
  });
});
