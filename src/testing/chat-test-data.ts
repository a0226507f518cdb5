import type { ChatItem } from '@/contract/activity';

/** A complete chat for unit tests (override what the test is about). */
export function testChat(overrides: Partial<ChatItem> = {}): ChatItem {
  return {
    chatId: 1,
    types: ['Lead'],
    created: '2026-10-20T15:00:00.000Z',
    ended: '2026-10-20T15:05:00.000Z',
    visitorFullName: 'Sam Visitor',
    visitorPhone: '+15035550199',
    visitorEmail: 'sam@example.com',
    visitorLocation: 'Portland, OR',
    outcome: 'Lead captured',
    actions: [],
    website: 'https://www.harborlaw.example/contact',
    agentFullName: 'Agent Smith',
    chatDuration: 300,
    messages: [
      { author: 'Agent Smith', message: 'Hi, how can I help?', created: '2026-10-20T15:01:00.000Z' },
      { author: 'Sam Visitor', message: 'I need a lawyer.', created: '2026-10-20T15:02:00.000Z' },
    ],
    read: 'N',
    archived: 'N',
    followup: 'N',
    userId: 10,
    accountId: 1,
    accountName: 'Harbor Law',
    version: 1,
    ...overrides,
  };
}
