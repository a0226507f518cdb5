/**
 * A text conversation's number carries the contact's name (smsDisplayName) to the contact-link
 * menu, so that Create Contact starts with it; a number inside a text does not (it may be
 * anyone's). The menu itself: features/contacts/contact-link-create.test.tsx.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testI18n, TestProviders } from '@/components/testing-provider';
import type { SmsTask } from '@/contract/text';
import type { ContactLinkTarget } from '@/lib/contact-link-rules';
import en from '@/locales/en/text.json';
import { createTestQueryClient } from '@/testing/query-client';
import { ConversationThread } from './conversation-thread';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'text', en, true, true);
});

/** Stands in for the contact-link menu: a button naming the number and whom it belongs to. */
const namedLink = ({ value, name }: ContactLinkTarget) => <button type="button">{`${value} of ${name ?? 'nobody'}`}</button>;

const task = (overrides: Partial<SmsTask>): SmsTask => ({
  taskId: 31,
  taken: '2026-11-20T16:00:00.000Z',
  lastMessage: '2026-11-20T17:00:00.000Z',
  unread: 0,
  version: 1,
  accountId: 1,
  accountName: 'Harbor Law',
  dnis: '+15035550100',
  ani: '+15035550142',
  smsDisplayName: 'Ada Lovelace',
  phoneNumberId: null,
  canReply: false,
  messages: [
    { messageId: 1, taken: '2026-11-20T17:00:00.000Z', ani: '+15035550142', dnis: '+15035550100', sendingUser: null, sendingUserId: null, textContent: 'Or call my office at 503-555-0199.', formContent: null },
  ],
  ...overrides,
});

function show(overrides: Partial<SmsTask>) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ConversationThread task={task(overrides)} renderContactLink={namedLink} />
    </QueryClientProvider>,
    { wrapper: TestProviders },
  );
  return screen.getByRole('region', { name: /^Conversation with / });
}

describe('ConversationThread: the number for Create Contact', () => {
  it("gives the conversation's number the contact's name, and a number in a text none", () => {
    const thread = show({});
    expect(within(thread).getByRole('button', { name: '+15035550142 of Ada Lovelace' })).toBeTruthy();
    expect(within(thread).getByRole('button', { name: '503-555-0199 of nobody' })).toBeTruthy();
  });

  it('gives no name where the conversation has none', () => {
    const thread = show({ smsDisplayName: null });
    expect(within(thread).getByRole('button', { name: '+15035550142 of nobody' })).toBeTruthy();
  });
});
