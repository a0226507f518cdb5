import dayjs from 'dayjs';

/**
 * Date and time formatting for the whole app (spec core §9: month/day/year with a 12-hour
 * clock; time pickers step 5 minutes). One helper per kind; components never build date
 * strings themselves.
 */

export type DateInput = Date | string | number | dayjs.Dayjs;

export const DATE_FORMAT = 'MM/DD/YYYY';
export const TIME_FORMAT = 'h:mm A';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
export const TIME_STEP_MINUTES = 5;

export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}

/**
 * A day of the billing calendar: an invoice's date, a billing period's first day, a day of a
 * report's chart. The server sends such a day as the UTC midnight that starts it ('2026-11-01' or
 * '2026-11-01T00:00:00Z'), so it is shown as that date. Read as an instant in the reader's zone,
 * 1 November would read 31 October anywhere west of Greenwich: every US customer.
 */
export function formatCalendarDay(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const iso = typeof value === 'string' ? value : Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const day = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0];
  return day ? formatDate(`${day}T12:00:00`) : '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A billing period's first and last days. The server's end is exclusive, the midnight that starts
 * the next period, so the last day is the one before it; the period still running ends now
 * instead, an instant, whose day is the reader's today.
 */
export function periodDays(start: string, end: string): { from: string; to: string } {
  const endMs = Date.parse(end);
  const endsAtMidnight = endMs % DAY_MS === 0;
  return {
    from: formatCalendarDay(start),
    to: endsAtMidnight ? formatCalendarDay(new Date(endMs - DAY_MS)) : formatDate(end),
  };
}

export function formatTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(TIME_FORMAT) : '';
}

export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

/**
 * Rounds to the nearest `step` minutes (seconds and milliseconds dropped), e.g. 10:02 → 10:00,
 * 10:03 → 10:05. Use `roundUpToStep` for "the next selectable time" (never in the past).
 */
export function roundToStep(value: DateInput, step: number = TIME_STEP_MINUTES): Date {
  const d = dayjs(value).second(0).millisecond(0);
  const minutes = d.hour() * 60 + d.minute();
  const rounded = Math.round(minutes / step) * step;
  return d.startOf('day').add(rounded, 'minute').toDate();
}

export function roundUpToStep(value: DateInput, step: number = TIME_STEP_MINUTES): Date {
  const d = dayjs(value);
  const base = d.second(0).millisecond(0);
  const exact = base.isSame(d) && base.minute() % step === 0;
  if (exact) return base.toDate();
  const minutes = base.hour() * 60 + base.minute();
  return base.startOf('day').add(Math.floor(minutes / step) * step + step, 'minute').toDate();
}

export interface TimeOption {
  /** Minutes after midnight. */
  minutes: number;
  /** 'HH:mm' 24-hour value, stable for form fields. */
  value: string;
  /** 12-hour label, e.g. '1:05 PM'. */
  label: string;
}

/** Every time of day at `step`-minute intervals, labelled on a 12-hour clock. */
export function timeOptions(step: number = TIME_STEP_MINUTES): TimeOption[] {
  const options: TimeOption[] = [];
  const midnight = dayjs('2000-01-01T00:00:00');
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const t = midnight.add(minutes, 'minute');
    options.push({ minutes, value: t.format('HH:mm'), label: t.format(TIME_FORMAT) });
  }
  return options;
}

/** 'YYYY-MM-DD' for <input type="date"> values. */
export function toDateInputValue(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
}

/** Combines a 'YYYY-MM-DD' date and an 'HH:mm' time into a local Date. */
export function combineDateAndTime(date: string, time: string): Date | null {
  const d = dayjs(`${date}T${time}:00`);
  return d.isValid() ? d.toDate() : null;
}
