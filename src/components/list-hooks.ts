import { useCallback, useDeferredValue, useEffect, useState } from 'react';

/*
 * UI state hooks of an inbox list screen (activity, chat): the search box that follows the URL, and
 * the row selection.
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
  useEffect(() => {
    if (searchText === urlSearch) return;
    const id = setTimeout(() => commit(searchText), 400);
    return () => clearTimeout(id);
  }, [searchText, urlSearch, commit]);
  return { searchText, setSearchText, deferredSearch };
}

/** The selected row ids, and a stable `onSelect(id, selected)` for the rows' checkboxes. */
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
  return { selected, setSelected, onSelect };
}
