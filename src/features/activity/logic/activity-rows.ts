import type { Message } from '@/contract/activity';
import { matchesQuickFilters, matchesView, type ActivityView, type QuickFilter } from '@/lib/activity-filters';
import { prepareQuery, searchHits, type SearchIndex } from '@/features/activity/logic/activity-search';

/** Per index (one per data set): which items are archived, so a keystroke reads flags, not 50,000 objects. */
const archivedByIndex = new WeakMap<SearchIndex, Uint8Array>();

function archivedFlags(items: readonly Message[], index: SearchIndex): Uint8Array {
  let flags = archivedByIndex.get(index);
  if (!flags) {
    flags = new Uint8Array(items.length);
    for (let i = 0; i < items.length; i++) flags[i] = matchesView(items[i]!, 'archived') ? 1 : 0;
    archivedByIndex.set(index, flags);
  }
  return flags;
}

/**
 * The rows the activity list shows for one keystroke: search (through the list's prepared index),
 * view and quick filters, in the list's order. One pure function so the screen's hook and
 * `npm run bench` (issue 3: ≤ 5 ms per keystroke at 50,000 messages) time the same work.
 */
export function activityRows<T extends Message>(
  /** The list's items, the ones `index` was built from (same order). */
  items: readonly T[],
  index: SearchIndex,
  view: ActivityView,
  quick: readonly QuickFilter[],
  searchText: string,
): T[] {
  const hits = searchHits(index, prepareQuery(searchText));
  const archived = archivedFlags(items, index);
  const wanted = view === 'archived' ? 1 : 0;
  const rows: T[] = [];
  // With a search, only its hits (in list order) are visited, not every item.
  const count = hits ? hits.count : items.length;
  for (let k = 0; k < count; k++) {
    const i = hits ? hits.ids[k]! : k;
    if (archived[i] !== wanted) continue;
    const m = items[i]!;
    if (quick.length === 0 || matchesQuickFilters(m, quick)) rows.push(m);
  }
  return rows;
}
