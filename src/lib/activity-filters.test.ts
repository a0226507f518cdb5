import { describe, expect, it } from 'vitest';
import { matchesQuickFilters, matchesView } from './activity-filters';
import { testMessage } from '../testing/activity-test-data';

describe('quick filters', () => {
  it('show everything when none is active', () => {
    expect(matchesQuickFilters(testMessage(), [])).toBe(true);
  });

  it.each([
    ['leads', { callTagName: 'PNC / Lead' }],
    ['currentClients', { callTagName: 'Current Client' }],
    ['flagged', { followup: 'Y' as const }],
    ['assists', { messageType: 'CS' }],
    ['inbound', { messageType: 'IC' }],
    ['outbound', { messageType: 'OC' }],
    ['messages', { messageType: 'AGENT+VM' }],
    ['voicemails', { messageType: 'VM' }],
    ['unread', { messageRead: null }],
    ['robo', { taskStatus: 'BLOCKED' }],
    ['vip', { messageType: 'VIP' }],
  ] as const)('%s', (key, overrides) => {
    expect(matchesQuickFilters(testMessage({ messageType: 'TEXT', messageRead: '2026-01-01T00:00:00Z', ...overrides }), [key])).toBe(true);
    expect(matchesQuickFilters(testMessage({ messageType: 'TEXT', messageRead: '2026-01-01T00:00:00Z' }), [key])).toBe(false);
  });

  it('match any of several active filters', () => {
    const vm = testMessage({ messageType: 'VM', messageRead: 'x' });
    expect(matchesQuickFilters(vm, ['outbound', 'voicemails'])).toBe(true);
    expect(matchesQuickFilters(vm, ['outbound', 'unread'])).toBe(false);
  });

  it('split the All and Archive views', () => {
    expect(matchesView(testMessage({ archived: 'Y' }), 'archived')).toBe(true);
    expect(matchesView(testMessage({ archived: 'Y' }), 'all')).toBe(false);
  });
});
