import { exportWindow, isExportRangeAllowed } from '@/contract/activity-export';
import { resolveWindow, type ListWindow } from '@/lib/list-window';

/**
 * The text view's default range (core §2): the last 30 days to today, as YYYY-MM-DD days; the
 * activity and chat lists' default window, counted in calendar days (30 × 24 h missed a day
 * across a clock change near midnight).
 */
export const defaultTextRange = (now = new Date()): ListWindow => resolveWindow(undefined, undefined, now);

/** The instants the list asks for: the start day at 00:00 to the end day's next midnight, local time. */
export function textRequestRange(start: string, end: string, utcOffset = new Date().getTimezoneOffset()): { startDate: string; endDate: string } | null {
  if (!start || !end || end < start) return null;
  const { startTime, endTime } = exportWindow(start, end, utcOffset);
  return { startDate: startTime.toISOString(), endDate: endTime.toISOString() };
}

/** CSV export: at most 31 days, like the other CSVs (core §5 Export). */
export const textCsvAllowed = (start: string, end: string): boolean => Boolean(start && end) && isExportRangeAllowed(start, end);

/** The conversations request of the screen's first load (the default range): the route's loader starts it. */
export function defaultTextRequest(now = new Date()): { startDate: string; endDate: string } {
  const range = defaultTextRange(now);
  return textRequestRange(range.start, range.end)!;
}
