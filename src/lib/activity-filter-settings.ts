import dayjs from 'dayjs';
import * as z from 'zod/mini';
import type { ActivityView, QuickFilter } from '@/lib/activity-filters';
import { activitySearchSchema, type ActivitySearch } from '@/lib/activity-search-params';

/**
 * Activity filter settings (spec core §3, §4 Filters): in the URL so a view can be linked and
 * survives reload (the schema: `activity-search-params.ts`), and in localStorage when "Remember
 * my filters" is checked. Defaults stay out of the URL (undefined).
 */
export { activitySearchSchema, type ActivitySearch };

/** Default window: 30 days back to today (spec core §9). */
export const DEFAULT_DAYS = 30;

export interface ActivityFilters {
  view: ActivityView;
  q: string;
  quick: QuickFilter[];
  start: string;
  end: string;
  accountId: number | null;
}

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

export function resolveFilters(search: ActivitySearch, today: Date = new Date()): ActivityFilters {
  const end = search.end ?? ymd(dayjs(today));
  const start = search.start ?? ymd(dayjs(end).subtract(DEFAULT_DAYS, 'day'));
  const [from, to] = start <= end ? [start, end] : [end, start];
  return {
    view: search.view ?? 'all',
    q: search.q ?? '',
    quick: search.quick ?? [],
    start: from,
    end: to,
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

/** The request window: the start date at 00:00 to the end date's next midnight (local time). */
export function requestWindow(filters: Pick<ActivityFilters, 'start' | 'end'>): { startTime: string; endTime: string } {
  return {
    startTime: dayjs(filters.start).startOf('day').toISOString(),
    endTime: dayjs(filters.end).add(1, 'day').startOf('day').toISOString(),
  };
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

/**
 * What the activity and chat lists ask the server for: the window and, when one is chosen, the
 * company. One function, so a route's loader and its screen build the same query key.
 */
export function listRequest(filters: Pick<ActivityFilters, 'start' | 'end' | 'accountId'>): { startTime: string; endTime: string; accountId?: number } {
  return { ...requestWindow(filters), ...(filters.accountId !== null ? { accountId: filters.accountId } : {}) };
}
