import * as z from 'zod/mini';
import type { ActivityView, QuickFilter } from '@/lib/activity-filters';
import { activitySearchSchema, type ActivitySearch } from '@/lib/activity-search-params';
import { resolveWindow } from '@/lib/list-window';

/**
 * Activity filter settings (spec core §3, §4 Filters): in the URL so a view can be linked and
 * survives reload (the schema: `activity-search-params.ts`), and in localStorage when "Remember
 * my filters" is checked. Defaults stay out of the URL (undefined). The date window and the request
 * it makes are `list-window.ts`'s (index.html's early script builds them too).
 */
export { activitySearchSchema, type ActivitySearch };

export interface ActivityFilters {
  view: ActivityView;
  q: string;
  quick: QuickFilter[];
  start: string;
  end: string;
  accountId: number | null;
}

export function resolveFilters(search: ActivitySearch, today: Date = new Date()): ActivityFilters {
  const { start, end } = resolveWindow(search.start, search.end, today);
  return {
    view: search.view ?? 'all',
    q: search.q ?? '',
    quick: search.quick ?? [],
    start,
    end,
    accountId: search.account ?? null,
  };
}

/** Back to URL form, leaving defaults out. */
export function toSearch(filters: ActivityFilters, today: Date = new Date()): ActivitySearch {
  const defaults = resolveFilters({}, today);
  const search: ActivitySearch = {};
  if (filters.view !== 'all') search.view = 'archived';
  if (filters.q) search.q = filters.q;
  if (filters.quick.length > 0) search.quick = filters.quick;
  if (filters.start !== defaults.start) search.start = filters.start;
  if (filters.end !== defaults.end) search.end = filters.end;
  if (filters.accountId !== null) search.account = filters.accountId;
  return search;
}

export const REMEMBERED_FILTERS_KEY = 'portal.activityFilters';

/** Remembered filters, or null (none saved; a broken value is logged and ignored). */
export function loadRememberedFilters(storage: Pick<Storage, 'getItem'> = localStorage): ActivitySearch | null {
  let raw: string | null;
  try {
    raw = storage.getItem(REMEMBERED_FILTERS_KEY);
  } catch (error) {
    console.error('Could not read the remembered activity filters', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = z.record(z.string(), z.unknown()).parse(JSON.parse(raw));
    return activitySearchSchema.parse(parsed);
  } catch (error) {
    console.error('The remembered activity filters are unreadable; using the defaults', error);
    return null;
  }
}

export function saveRememberedFilters(search: ActivitySearch, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(REMEMBERED_FILTERS_KEY, JSON.stringify(search));
  } catch (error) {
    console.error('Could not save the activity filters', error);
  }
}

export function forgetRememberedFilters(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    storage.removeItem(REMEMBERED_FILTERS_KEY);
  } catch (error) {
    console.error('Could not remove the activity filters', error);
  }
}
