import { describe, expect, it } from 'vitest';
import { matchesEntrySearch } from './number-entries';

describe('blocked and VIP entries', () => {
  it('searches name, company and digits', () => {
    const entry = {
      phoneNumber: '+15035550100',
      name: 'Robo Caller',
      company: 'Spam Co',
    };
    expect(matchesEntrySearch(entry, 'robo')).toBe(true);
    expect(matchesEntrySearch(entry, 'spam')).toBe(true);
    expect(matchesEntrySearch(entry, '503-555')).toBe(true);
    expect(matchesEntrySearch(entry, 'other')).toBe(false);
  });
});
