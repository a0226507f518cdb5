/** The 409 wording of a schedule overlap (spec core §8): which statuses, and when each one runs. */
import type { Interval, ScheduleRow } from '../../db/repositories/status';

/** Times in overlap messages: the client's zone when it sent one (core §8 message), else UTC. */
const fallbackZone = 'UTC';

/** "Mon 23 Nov 12:00 – 13:00", "Mon 23 Nov 22:00 – Tue 24 Nov 06:00", "Mon 23 Nov 12:00 until further notice". */
export function describeInterval(interval: Interval, timeZone: string, now: Date): string {
  // Assembled from parts: ICU versions differ in commas between the weekday and the date.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const read = (d: Date) => {
    const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
    return { day: `${p.weekday} ${p.day} ${p.month}`, year: p.year, time: `${p.hour}:${p.minute}` };
  };
  const thisYear = read(now).year;
  const day = (r: ReturnType<typeof read>) => (r.year === thisYear ? r.day : `${r.day} ${r.year}`);
  const start = read(interval.start);
  const from = `${day(start)} ${start.time}`;
  if (!interval.end) return `${from} until further notice`;
  const end = read(interval.end);
  return `${from} – ${day(end) === day(start) ? end.time : `${day(end)} ${end.time}`}`;
}

/**
 * The 409 text shown in the Schedule Overlap dialog: which of the user's statuses the change
 * overlaps and when each one runs, in the user's time zone (UTC, said so, when none was sent).
 */
export function overlapMessage(conflicts: ScheduleRow[], timeZone: string | undefined, now: Date): string {
  const zone = timeZone ?? fallbackZone;
  const suffix = timeZone ? '' : ` (${fallbackZone})`;
  const items = conflicts.map((r) => `“${r.statusName?.trim() || 'Unnamed Status'}” scheduled ${describeInterval(r, zone, now)}${suffix}`);
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  const them = conflicts.length === 1 ? 'it' : 'them';
  return `This status overlaps ${list}. Override to replace ${them} with this one, or edit the times.`;
}

