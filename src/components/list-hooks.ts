import { useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { LoadMoreProps } from './virtual-list';

/*
 * UI state hooks of an inbox list screen (activity, chat): the search box that follows the URL, the
 * row selection, and the automatic loading of further pages.
 */

/**
 * The search as typed: it filters at once (the deferred value), and `commit` puts it in the URL
 * after a pause. When the URL's search changes (restore, back button) the box shows it.
 */
export function useListSearch(urlSearch: string, commit: (text: string) => void) {
  const [searchText, setSearchText] = useState(urlSearch);
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    setSearchText(urlSearch);
  }
  const deferredSearch = useDeferredValue(searchText);
  // The pause is in the typing: a filter changed meanwhile (a new `commit`, closing over the new
  // filters) must not start it again, or a reload soon after a tab click lost the typed search.
  const commitTyped = useEffectEvent(commit);
  useEffect(() => {
    if (searchText === urlSearch) return;
    const id = setTimeout(() => commitTyped(searchText), 400);
    return () => clearTimeout(id);
  }, [searchText, urlSearch]);
  return { searchText, setSearchText, deferredSearch };
}

/**
 * The selected row ids (a set, and as an array for the export links), a stable `onSelect(id,
 * selected)` for the rows' checkboxes and a stable `clearSelection`: the screens' parts are
 * memoised, so what they are given must not change with every render.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const onSelect = useCallback((id: number, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const selectedIds = useMemo(() => [...selected], [selected]);
  return { selected, setSelected, onSelect, clearSelection, selectedIds };
}

/** Auto-load while fewer than 30 rows match, at most 6 times (spec core §4 Activity list loading, §9). */
export const AUTO_LOAD_MIN_ROWS = 30;
export const AUTO_LOAD_MAX = 6;

/** What the automatic loading needs of an infinite query (a `useInfiniteQuery` result fits). */
export interface PagedListState {
  hasNextPage: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Changes with every page that arrives. */
  dataUpdatedAt: number;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The spec's list loading (core §4 "Activity list loading", §2 Chat activity list): while fewer
 * than 30 rows match the filters, the next page loads by itself, at most 6 times; after that (or
 * once 30 match) the footer offers Load More, and says "Please change the start date to load
 * more" when nothing more comes back. `filterKey` names what the rows are filtered by: when it
 * changes, the user asked a new question, so the 6 automatic loads start again.
 */
export function useAutoLoad(
  matchingRows: number,
  filterKey: string,
  list: PagedListState,
): Pick<LoadMoreProps, 'canLoadMore' | 'exhausted' | 'onLoadMore'> {
  const autoLoads = useRef(0);
  const lastKey = useRef(filterKey);
  if (lastKey.current !== filterKey) {
    lastKey.current = filterKey;
    autoLoads.current = 0;
  }
  const { hasNextPage, isFetching, isError, isSuccess, dataUpdatedAt, fetchNextPage } = list;
  const wantsMore = matchingRows < AUTO_LOAD_MIN_ROWS && hasNextPage && !isFetching && !isError;
  useEffect(() => {
    if (wantsMore && autoLoads.current < AUTO_LOAD_MAX) {
      autoLoads.current += 1;
      void fetchNextPage();
    }
    // dataUpdatedAt: a page that arrives before any render saw the fetch running leaves
    // `wantsMore` true throughout; the new page must still trigger the next load.
  }, [wantsMore, fetchNextPage, filterKey, dataUpdatedAt]);
  // Load More: stable, for the memoised list it is passed to.
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    onLoadMore,
    canLoadMore: hasNextPage && (autoLoads.current >= AUTO_LOAD_MAX || matchingRows >= AUTO_LOAD_MIN_ROWS),
    exhausted: isSuccess && !hasNextPage,
  };
}
