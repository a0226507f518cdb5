import { resolveFilters, toSearch, type ActivityFilters } from '@/lib/activity-filter-settings';
import { chatSearchSchema, type ChatSearch } from '@/lib/activity-search-params';
import type { ChatFilter } from '@/lib/chat-filters';

/**
 * Chat list filters in the URL (spec core §2; the schema: `activity-search-params.ts`): as on the
 * activity list with the chat filters as the quick filters. Defaults stay out of the URL.
 */
export { chatSearchSchema, type ChatSearch };

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
