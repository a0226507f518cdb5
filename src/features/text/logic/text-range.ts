import { exportWindow, isExportRangeAllowed } from '@/contract/activity-export';

const DAY = 86_400_000;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The text view's default range (core §2): the last 30 days to today, as YYYY-MM-DD days. */
export function defaultTextRange(now = new Date()): { start: string; end: string } {
  return { start: isoDay(new Date(now.getTime() - 30 * DAY)), end: isoDay(now) };
}

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
