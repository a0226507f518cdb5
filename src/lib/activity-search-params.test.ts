import { describe, expect, it } from 'vitest';
import { activitySearchSchema, chatSearchSchema, listRequestDeps } from './activity-search-params';

describe('activity and chat search params', () => {
  it('keep real calendar days and drop impossible ones (no dayjs on the first load)', () => {
    expect(activitySearchSchema.parse({ start: '2024-02-29', end: '2026-12-31' })).toEqual({ start: '2024-02-29', end: '2026-12-31' });
    for (const day of ['2026-02-29', '2026-04-31', '2026-00-10', '2026-1-05', '26-01-05', '2026-01-05T00:00'])
      expect(activitySearchSchema.parse({ start: day }).start).toBeUndefined();
  });

  it('coerce the company id and drop anything but a positive whole number', () => {
    expect(activitySearchSchema.parse({ account: '42' }).account).toBe(42);
    for (const account of ['0', '-3', '1.5', 'x']) expect(activitySearchSchema.parse({ account }).account).toBeUndefined();
  });

  it('take the chat filters as the chat list’s quick filters', () => {
    expect(chatSearchSchema.parse({ quick: ['spam', 'leads'], view: 'archived' })).toEqual({ quick: ['spam', 'leads'], view: 'archived' });
    expect(chatSearchSchema.parse({ quick: ['voicemails'] }).quick).toBeUndefined();
  });

  it('give a list loader only what its request depends on: the dates and the company', () => {
    const search = activitySearchSchema.parse({ view: 'archived', q: 'smith', quick: ['unread'], start: '2026-11-01', account: '7' });
    expect(listRequestDeps(search)).toEqual({ start: '2026-11-01', end: undefined, account: 7 });
    expect(listRequestDeps({ ...search, q: 'jones', quick: [] })).toEqual(listRequestDeps(search));
  });
});
