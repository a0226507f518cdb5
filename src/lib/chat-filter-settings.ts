import * as z from 'zod';
import { activitySearchSchema, resolveFilters, toSearch, type ActivityFilters } from '@/lib/activity-filter-settings';
import { chatFilterKeys, type ChatFilter } from '@/lib/chat-filters';

/**
 * Chat list filters in the URL (spec core §2): as on the activity list (view, search, dates,
 * company) with the chat filters as the quick filters. Defaults stay out of the URL.
 */
export const chatSearchSchema = activitySearchSchema.extend({
  quick: z.array(z.enum(chatFilterKeys)).optional().catch(undefined),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;

export type ChatFilters = Omit<ActivityFilters, 'quick'> & { quick: ChatFilter[] };

export function resolveChatFilters(search: ChatSearch, today: Date = new Date()): ChatFilters {
  return { ...resolveFilters({ ...search, quick: undefined }, today), quick: search.quick ?? [] };
}

export function toChatSearch(filters: ChatFilters, today: Date = new Date()): ChatSearch {
  const search: ChatSearch = { ...toSearch({ ...filters, quick: [] }, today), quick: undefined };
  if (filters.quick.length > 0) search.quick = filters.quick;
  else delete search.quick;
  return search;
}
