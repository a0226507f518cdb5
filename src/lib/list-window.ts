/**
 * The activity and chat lists' date window, and what their first request asks for (spec core §9:
 * 30 days back to today by default). Plain `Date` arithmetic in local time, without dayjs or any
 * other import, because index.html's early script (src/app/session/early-session.ts) builds the
 * chat list's first request from these same functions before the portal's bundle has arrived.
 */

/** Default window: 30 days back to today (spec core §9). */
export const DEFAULT_DAYS = 30;

/** A window of calendar days, `YYYY-MM-DD` in local time, start <= end. */
export interface ListWindow {
  start: string;
  end: string;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `date`'s local calendar day as `YYYY-MM-DD`. */
export const localDay = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** Local midnight of `day` (`YYYY-MM-DD`, checked by the search schema) plus `days` calendar days. */
function midnight(day: string, days = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // The Date constructor counts calendar days (a DST change is not 24 hours) and, where clocks
  // skip midnight, gives the day's first instant (01:00). It reads years 0–99 as 1900–1999:
  // setFullYear puts the year back.
  const at = new Date(year, month - 1, date + days);
  at.setFullYear(year, month - 1, date + days);
  return at;
}

/** `day` moved by `days` calendar days. */
export const shiftDay = (day: string, days: number): string => localDay(midnight(day, days));

/** The window a list shows when the URL names neither date (or one of them). */
export function resolveWindow(start: string | undefined, end: string | undefined, today: Date): ListWindow {
  const last = end ?? localDay(today);
  const first = start ?? shiftDay(last, -DEFAULT_DAYS);
  return first <= last ? { start: first, end: last } : { start: last, end: first };
}

/** The request window: the start date at 00:00 to the end date's next midnight (local time). */
export function requestWindow(window: ListWindow): { startTime: string; endTime: string } {
  return { startTime: midnight(window.start).toISOString(), endTime: midnight(window.end, 1).toISOString() };
}

/**
 * What the activity and chat lists ask the server for: the window and, when one is chosen, the
 * company. One function, so a route's loader, its screen and index.html's early request build the
 * same query.
 */
export function listRequest(filters: ListWindow & { accountId: number | null }): { startTime: string; endTime: string; accountId?: number } {
  return { ...requestWindow(filters), ...(filters.accountId !== null ? { accountId: filters.accountId } : {}) };
}
