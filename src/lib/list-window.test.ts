import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { listRequest, localDay, requestWindow, resolveWindow, shiftDay } from './list-window';

describe('the list window', () => {
  it('defaults to 30 days back to today, in local calendar days', () => {
    expect(resolveWindow(undefined, undefined, new Date(2026, 10, 21, 23, 59))).toEqual({ start: '2026-10-22', end: '2026-11-21' });
    expect(resolveWindow(undefined, '2026-03-31', new Date())).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(resolveWindow('2026-11-20', '2026-11-01', new Date())).toEqual({ start: '2026-11-01', end: '2026-11-20' });
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(shiftDay('2026-01-15', -30)).toBe('2025-12-16');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('counts 30 calendar days back as dayjs did, on every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const end = dayjs(new Date(2026, 0, 1)).add(day, 'day').format('YYYY-MM-DD');
      expect(resolveWindow(undefined, end, new Date())).toEqual({ start: dayjs(end).subtract(30, 'day').format('YYYY-MM-DD'), end });
    }
  });

  // Node reads TZ again when it changes: zones whose clocks skip midnight (Santiago, Tehran,
  // Havana) or move by half an hour (Lord Howe), beside plain ones.
  it.each(['UTC', 'America/New_York', 'America/Santiago', 'Asia/Tehran', 'America/Havana', 'Australia/Lord_Howe'])(
    'asks from the first instant of the start date to the first instant after the end date (%s)',
    (zone) => {
      vi.stubEnv('TZ', zone); // restored after the test (unstubEnvs)
      // Every day of a year, so each DST change falls on a bound.
      const dayBefore = (instant: string) => localDay(new Date(new Date(instant).getTime() - 1));
      for (let day = 0; day < 366; day += 1) {
        const start = localDay(new Date(2026, 0, 1 + day));
        const end = shiftDay(start, 2);
        const { startTime, endTime } = requestWindow({ start, end });
        expect([dayBefore(startTime), localDay(new Date(startTime))]).toEqual([shiftDay(start, -1), start]);
        expect([dayBefore(endTime), localDay(new Date(endTime))]).toEqual([end, shiftDay(end, 1)]);
      }
    },
  );

  it('names the company only when one is chosen', () => {
    const window = { start: '2026-11-01', end: '2026-11-03' };
    expect(listRequest({ ...window, accountId: null })).toEqual(requestWindow(window));
    expect(listRequest({ ...window, accountId: 7 })).toEqual({ ...requestWindow(window), accountId: 7 });
  });
});
