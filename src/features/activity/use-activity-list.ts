import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import {
  activityQueries,
  type MessageListParams,
} from "@/api/activity/activity.queries";
import { useSessionScope } from "@/app/session/session";
import { useAutoLoad } from "@/components/list-hooks";
import type { ActivityFilters } from "@/lib/activity-filter-settings";
import { listRequest } from "@/lib/list-window";
import type { ActivityMessage } from "@/domain/activity/activity-format";
import { activityRows } from "@/features/activity/logic/activity-rows";
import { buildSearchIndex, warmSearchIndex } from "@/features/activity/logic/activity-search";

/** The longest stretch of idle time one warming step takes (under 50 ms at 4x CPU slowdown). */
const IDLE_SLICE_MS = 8;

/**
 * The loaded activity of the window, filtered on the client (view, quick filters, search), with
 * the spec's automatic loading of further pages.
 */
export function useActivityList(filters: ActivityFilters, searchText: string) {
  const scope = useSessionScope();
  const params: MessageListParams = useMemo(() => listRequest(filters), [filters]);
  const query = useInfiniteQuery(activityQueries.list(scope, params));

  const { all, byId } = useMemo(() => {
    const byId = new Map<number, ActivityMessage>();
    for (const page of query.data?.pages ?? [])
      for (const m of page.userMessages)
        if (!byId.has(m.messageId)) byId.set(m.messageId, m);
    return { all: [...byId.values()], byId };
  }, [query.data]);

  const { view, quick } = filters;
  const index = useMemo(() => buildSearchIndex(all), [all]);
  useEffect(() => {
    // Build the search texts in idle time, so typing never waits for them.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const step = (timeLeft: () => number) => {
      if (warmSearchIndex(index, timeLeft)) return;
      schedule();
    };
    const schedule = () => {
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback((deadline) => {
          // An idle period lasts up to 50 ms, which a phone's CPU makes a 200 ms task that blocks a
          // tap arriving meanwhile: take at most IDLE_SLICE_MS of it.
          const until = performance.now() + Math.min(IDLE_SLICE_MS, deadline.timeRemaining());
          step(() => until - performance.now());
        });
      else
        timer = setTimeout(() => {
          const until = performance.now() + IDLE_SLICE_MS;
          step(() => until - performance.now());
        }, 50);
    };
    schedule();
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [index]);
  const rows = useMemo(
    () => activityRows(all, index, view, quick, searchText),
    [all, index, view, quick, searchText],
  );

  const filterKey = JSON.stringify([params, view, quick, searchText]);
  const paging = useAutoLoad(rows.length, filterKey, query);

  return { query, rows, byId, paging };
}
