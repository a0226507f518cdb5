import dayjs from 'dayjs';

/**
 * Status duration codes (spec core §4 "Status lifecycle"): each code sets the end time from
 * the start time. Times are the browser's local time; the result goes to the server as ISO.
 */
export const durationCodes = ['15MIN', '1HOUR', '2HOUR', '3HOUR', 'DAY', 'WEEK', 'NOEND', 'CUSTOM'] as const;
export type DurationCode = (typeof durationCodes)[number];

export function isDurationCode(code: string | null | undefined): code is DurationCode {
  return (durationCodes as readonly string[]).includes(code ?? '');
}

const fixedMinutes: Partial<Record<DurationCode, number>> = { '15MIN': 15, '1HOUR': 60, '2HOUR': 120, '3HOUR': 180 };

/** Friday is day 5 of dayjs's Sunday-first week. */
const FRIDAY = 5;

/**
 * The end time a duration code gives a status starting at `start`:
 * - 15MIN, 1HOUR, 2HOUR, 3HOUR: that long after the start;
 * - DAY: the end of the start's day (11:59 PM);
 * - WEEK: the end of the working week (Friday 11:59 PM) on a weekday; started on a Saturday or
 *   Sunday, a full working week: the end of the coming Friday;
 * - NOEND: null (until further notice);
 * - CUSTOM: `customEnd` (the user's choice; null when left empty).
 */
export function durationEnd(code: DurationCode, start: Date, customEnd: Date | null = null): Date | null {
  const minutes = fixedMinutes[code];
  if (minutes !== undefined) return dayjs(start).add(minutes, 'minute').toDate();
  const d = dayjs(start);
  switch (code) {
    case 'DAY':
      return endOfDay(d);
    case 'WEEK': {
      const day = d.day();
      // Sunday (0) → +5, Saturday (6) → +6, Monday..Friday → the same week's Friday.
      const toFriday = day === 6 ? 6 : FRIDAY - day;
      return endOfDay(d.add(toFriday, 'day'));
    }
    case 'NOEND':
      return null;
    case 'CUSTOM':
      return customEnd;
    default:
      return null;
  }
}

/** 11:59 PM of the day: the last selectable minute on the 5-minute picker is 11:55 PM. */
function endOfDay(d: dayjs.Dayjs): Date {
  return d.hour(23).minute(59).second(0).millisecond(0).toDate();
}
