/** The 409 wording of a schedule overlap (spec core §8): which statuses, when each one runs, and what Override does to them. */
import type { Interval, ScheduleRow } from '../../db/repositories/status';

/** Times in overlap messages: the client's zone when it sent one (core §8 message), else UTC. */
const fallbackZone = 'UTC';

/**
 * "03/02/2099 1:05 PM": the status screens' date and time (src/lib/dates.ts `formatDateTime`,
 * 'MM/DD/YYYY h:mm A', spec core §9), read in `timeZone`. The server may not import src/lib, and
 * the screens' helper reads the browser's zone, so the same format is written out here.
 */
export function formatStatusTime(date: Date, timeZone: string): string {
  // Assembled from parts: ICU versions differ in the comma and in the space before AM/PM (U+202F).
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
}

/** "03/02/2099 12:00 PM – 03/02/2099 1:00 PM", "03/02/2099 12:00 PM – Until Further Notice": as the status screens show a status's times. */
export function describeInterval(interval: Interval, timeZone: string): string {
  return `${formatStatusTime(interval.start, timeZone)} – ${interval.end ? formatStatusTime(interval.end, timeZone) : 'Until Further Notice'}`;
}

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * The 409 text shown in the Schedule Overlap dialog: which of the user's statuses the change
 * (`wanted`) overlaps and when each one runs, in the user's time zone (UTC, said so, when none
 * was sent), and what Override does to each, as `resolveOverlaps` does it: a status that starts
 * before the new one is ended when the new one starts; any other is taken off the schedule.
 */
export function overlapMessage(conflicts: ScheduleRow[], wanted: Interval, timeZone: string | undefined, now: Date): string {
  const zone = timeZone ?? fallbackZone;
  const suffix = timeZone ? '' : ` (${fallbackZone})`;
  const name = (r: ScheduleRow) => `“${r.statusName?.trim() || 'Unnamed Status'}”`;
  const items = conflicts.map((r) => `${name(r)} scheduled ${describeInterval(r, zone)}${suffix}`);
  const ended = conflicts.filter((r) => r.start.getTime() < wanted.start.getTime()).map(name);
  const cancelled = conflicts.filter((r) => r.start.getTime() >= wanted.start.getTime()).map(name);
  const endsAt = wanted.start.getTime() <= now.getTime() ? 'now' : `at ${formatStatusTime(wanted.start, zone)}${suffix} when this status starts`;
  const actions = [
    ...(ended.length ? [`end ${list(ended)} ${endsAt}`] : []),
    ...(cancelled.length ? [`cancel the scheduled ${list(cancelled)}`] : []),
  ];
  return `This status overlaps ${list(items)}. Override to ${actions.join(' and ')}, or edit the times.`;
}
