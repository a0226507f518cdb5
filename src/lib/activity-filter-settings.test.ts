import { describe, expect, it, vi } from 'vitest';
import {
  activitySearchSchema,
  forgetRememberedFilters,
  loadRememberedFilters,
  REMEMBERED_FILTERS_KEY,
  resolveFilters,
  saveRememberedFilters,
  toSearch,
} from './activity-filter-settings';
import { requestWindow } from './list-window';

const today = new Date(2026, 10, 21, 15, 30);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('activity search params', () => {
  it('fall back to defaults for broken values', () => {
    const parsed = activitySearchSchema.parse({ view: 'nope', quick: ['bogus'], start: '2026-13-45', end: 3, account: 'x', q: 5 });
    expect(Object.values(parsed).every((v) => v === undefined)).toBe(true);
  });

  it('default to the last 30 days, all companies, the All view', () => {
    expect(resolveFilters({}, today)).toEqual({
      view: 'all',
      q: '',
      quick: [],
      start: '2026-10-22',
      end: '2026-11-21',
      accountId: null,
    });
  });

  it('swap a start after the end', () => {
    const f = resolveFilters({ start: '2026-11-20', end: '2026-11-01' }, today);
    expect([f.start, f.end]).toEqual(['2026-11-01', '2026-11-20']);
  });

  it('leave defaults out of the URL and round-trip the rest', () => {
    expect(toSearch(resolveFilters({}, today), today)).toEqual({});
    const search = { view: 'archived' as const, q: 'pipe', quick: ['unread' as const], start: '2026-11-01', account: 7 };
    expect(toSearch(resolveFilters(search, today), today)).toEqual(search);
  });

  it('ask for the start date at 00:00 to the end date’s next midnight', () => {
    const w = requestWindow({ start: '2026-11-01', end: '2026-11-03' });
    expect(new Date(w.startTime).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(w.endTime).getTime()).toBe(new Date(2026, 10, 4).getTime());
  });
});

describe('remembered filters', () => {
  it('save, load and forget', () => {
    const storage = memoryStorage();
    saveRememberedFilters({ q: 'pipe', quick: ['flagged'] }, storage);
    expect(loadRememberedFilters(storage)).toMatchObject({ q: 'pipe', quick: ['flagged'] });
    forgetRememberedFilters(storage);
    expect(loadRememberedFilters(storage)).toBeNull();
  });

  it('log a broken saved value and fall back to the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadRememberedFilters(memoryStorage({ [REMEMBERED_FILTERS_KEY]: '{not json' }))).toBeNull();
    expect(loadRememberedFilters(memoryStorage({ [REMEMBERED_FILTERS_KEY]: '[1,2]' }))).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
