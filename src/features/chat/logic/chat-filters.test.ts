import { describe, expect, it } from 'vitest';
import { chatMatchesSearch, matchesChatFilters } from '../../../lib/chat-filters';
import { resolveChatFilters, toChatSearch } from './chat-filter-settings';
import { testChat } from '../../../testing/chat-test-data';

describe('chat filters', () => {
  it('match any active filter by type, flag and read state', () => {
    const lead = testChat({ types: ['Lead', 'Actionable support'] });
    const spam = testChat({ types: ['Spam'], read: 'Y', followup: 'Y' });
    expect(matchesChatFilters(lead, [])).toBe(true);
    expect(matchesChatFilters(lead, ['actionable'])).toBe(true);
    expect(matchesChatFilters(lead, ['nonActionable'])).toBe(false);
    expect(matchesChatFilters(testChat({ types: ['Non-actionable support'] }), ['nonActionable'])).toBe(true);
    expect(matchesChatFilters(spam, ['spam'])).toBe(true);
    expect(matchesChatFilters(spam, ['unread', 'leads'])).toBe(false);
    expect(matchesChatFilters(spam, ['flagged'])).toBe(true);
    expect(matchesChatFilters(lead, ['unread'])).toBe(true);
  });

  it('search visitor details and the transcript, numbers without punctuation', () => {
    const chat = testChat();
    expect(chatMatchesSearch(chat, 'SAM@example')).toBe(true);
    expect(chatMatchesSearch(chat, 'need a lawyer')).toBe(true);
    expect(chatMatchesSearch(chat, '(503) 555-0199')).toBe(true);
    expect(chatMatchesSearch(chat, 'nothing like it')).toBe(false);
    expect(chatMatchesSearch(chat, '  ')).toBe(true);
  });

  it('keep defaults out of the URL and the chat filters in it', () => {
    const today = new Date('2026-11-01T12:00:00');
    const filters = { ...resolveChatFilters({}, today), quick: ['spam' as const], view: 'archived' as const };
    expect(toChatSearch(filters, today)).toEqual({ view: 'archived', quick: ['spam'] });
    expect(toChatSearch(resolveChatFilters({}, today), today)).toEqual({});
    expect(resolveChatFilters({ quick: ['leads'] }, today).quick).toEqual(['leads']);
  });
});
