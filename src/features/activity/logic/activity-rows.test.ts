import { describe, expect, it } from 'vitest';
import { matchesQuickFilters, matchesView, type ActivityView, type QuickFilter } from '../../../lib/activity-filters';
import { activityRows } from './activity-rows';
import { buildSearchIndex, matchesSearch, prepareQuery } from './activity-search';
import { testMessage } from '../../../testing/activity-test-data';

const items = [
  testMessage({ messageId: 3001, textContent: 'Leaking pipe', archived: 'N', followup: 'Y' }),
  testMessage({ messageId: 3002, textContent: 'Pipe burst', archived: 'Y', messageType: 'VM' }),
  testMessage({ messageId: 3003, textContent: 'Deposition Monday', archived: 'N', messageRead: '2026-11-20T17:05:00.000Z' }),
  testMessage({ messageId: 3004, textContent: 'pipe fitting quote', archived: 'N', messageType: 'OC' }),
];
const ids = (rows: { messageId: number }[]) => rows.map((m) => m.messageId);

describe('activityRows', () => {
  it.each<[ActivityView, QuickFilter[], string]>([
    ['all', [], ''],
    ['archived', [], ''],
    ['all', [], 'pipe'],
    ['archived', [], 'pipe'],
    ['all', ['flagged'], 'pipe'],
    ['all', ['unread', 'outbound'], ''],
    ['all', [], 'nothing like this'],
  ])('view %s, quick %j, search %j: the items every rule lets through, in order', (view, quick, search) => {
    const expected = items.filter((m) => matchesView(m, view) && matchesQuickFilters(m, quick) && matchesSearch(m, prepareQuery(search)));
    expect(ids(activityRows(items, buildSearchIndex(items), view, quick, search))).toEqual(ids(expected));
  });

  it('answers keystroke after keystroke on one index', () => {
    const index = buildSearchIndex(items);
    expect(ids(activityRows(items, index, 'all', [], 'p'))).toEqual([3001, 3003, 3004]);
    expect(ids(activityRows(items, index, 'all', [], 'pipe'))).toEqual([3001, 3004]);
    expect(ids(activityRows(items, index, 'all', [], 'pipe f'))).toEqual([3004]);
    expect(ids(activityRows(items, index, 'archived', [], 'pipe'))).toEqual([3002]);
  });
});
