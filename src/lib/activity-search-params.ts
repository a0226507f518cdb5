import * as z from 'zod/mini';
import { isExportDay } from '@/contract/activity-export';
import { quickFilterKeys } from '@/lib/activity-filters';
import { chatFilterKeys } from '@/lib/chat-filters';

/**
 * The search params of /activity and /chat-activity (spec core §3, §4 Filters). Routes validate
 * them in `validateSearch`, which the router needs before any route chunk loads, so this module
 * is on the first load's import chain: it uses `zod/mini` and no dayjs (a day is checked as a
 * real calendar date by the contract's export rule). The filter logic around them
 * (`activity-filter-settings.ts`, `chat-filter-settings.ts`) loads with the list screens.
 *
 * Every field falls back to its default (`catch`), and defaults stay out of the URL (undefined).
 */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isExportDay));

/** Absent or anything unreadable → undefined. */
const lenient = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);

export const activitySearchSchema = z.object({
  view: lenient(z.enum(['archived'])),
  q: lenient(z.string().check(z.maxLength(200))),
  quick: lenient(z.array(z.enum(quickFilterKeys))),
  start: lenient(day),
  end: lenient(day),
  account: lenient(z.coerce.number().check(z.int(), z.positive())),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

/**
 * Chat list filters in the URL (spec core §2): as on the activity list (view, search, dates,
 * company) with the chat filters as the quick filters.
 */
export const chatSearchSchema = z.extend(activitySearchSchema, {
  quick: lenient(z.array(z.enum(chatFilterKeys))),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;

/**
 * What a list's first request depends on, as the URL has it: a route's `loaderDeps` (which stays
 * in the first load, unlike the loader) returns this, and the loader resolves the dates with
 * `activity-filter-settings.ts` in the screen's chunk. Typing a search or ticking a quick filter
 * changes none of it, so it does not run the loader again.
 */
export function listRequestDeps(search: ActivitySearch | ChatSearch): Pick<ActivitySearch, 'start' | 'end' | 'account'> {
  return { start: search.start, end: search.end, account: search.account };
}
