import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  combineDateAndTime,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  periodDays,
  roundToStep,
  roundUpToStep,
  timeOptions,
} from './dates';

const at = (h: number, m: number, s = 0) => new Date(2026, 10, 5, h, m, s);

describe('formatting', () => {
  it('uses month/day/year and a 12-hour clock', () => {
    expect(formatDate(at(9, 5))).toBe('11/05/2026');
    expect(formatTime(at(13, 5))).toBe('1:05 PM');
    expect(formatTime(at(0, 0))).toBe('12:00 AM');
    expect(formatDateTime(at(12, 30))).toBe('11/05/2026 12:30 PM');
  });
  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('billing calendar days, read west of Greenwich', () => {
  // Node applies a TZ assigned at run time (vi.stubEnv's copy does not reach it); the file runs in
  // a process of its own (pool: forks) and puts the zone back after.
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const zone = env['TZ'];
  beforeAll(() => {
    env['TZ'] = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete env['TZ'];
    else env['TZ'] = zone;
  });

  it('shows the day the server names, where the instant would read the day before', () => {
    expect(formatDate('2026-11-01T00:00:00.000Z')).toBe('10/31/2026');
    expect(formatCalendarDay('2026-11-01T00:00:00.000Z')).toBe('11/01/2026');
    expect(formatCalendarDay('2026-11-01')).toBe('11/01/2026');
    expect(formatCalendarDay(new Date('2026-12-01T00:00:00Z'))).toBe('12/01/2026');
    expect(formatCalendarDay(null)).toBe('');
    expect(formatCalendarDay('not a date')).toBe('');
  });

  it('ends a closed period on the day before its exclusive end, a running one on today', () => {
    expect(periodDays('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toEqual({ from: '11/01/2026', to: '11/30/2026' });
    // 5 December, 6 PM in Los Angeles: already the 6th in UTC.
    expect(periodDays('2026-12-01T00:00:00.000Z', '2026-12-06T02:00:00.000Z')).toEqual({ from: '12/01/2026', to: '12/05/2026' });
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest 5 minutes and drops seconds', () => {
    expect(roundToStep(at(10, 2), 5)).toEqual(at(10, 0));
    expect(roundToStep(at(10, 3), 5)).toEqual(at(10, 5));
    expect(roundToStep(at(10, 7, 40), 5)).toEqual(at(10, 5));
    expect(roundToStep(at(23, 58), 5)).toEqual(new Date(2026, 10, 6, 0, 0));
  });
  it('rounds up to the next step for "not in the past"', () => {
    expect(roundUpToStep(at(10, 1), 5)).toEqual(at(10, 5));
    expect(roundUpToStep(at(10, 5), 5)).toEqual(at(10, 5));
    expect(roundUpToStep(at(10, 5, 1), 5)).toEqual(at(10, 10));
  });
});

describe('timeOptions', () => {
  it('lists the day in 5-minute steps on a 12-hour clock', () => {
    const options = timeOptions(5);
    expect(options).toHaveLength(288);
    expect(options[0]).toEqual({ minutes: 0, value: '00:00', label: '12:00 AM' });
    expect(options[1]?.label).toBe('12:05 AM');
    expect(options[156]).toEqual({ minutes: 780, value: '13:00', label: '1:00 PM' });
    expect(options.at(-1)?.label).toBe('11:55 PM');
  });
  it('combines a date and a time', () => {
    expect(combineDateAndTime('2026-11-05', '13:05')).toEqual(at(13, 5));
  });
});
