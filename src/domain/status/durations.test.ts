import { describe, expect, it } from 'vitest';
import { durationEnd } from './durations';

// Local times: new Date(y, m, d, h, min). 2026-11-16 is a Monday.
const at = (day: number, h = 10, min = 0) => new Date(2026, 10, day, h, min);

describe('durationEnd', () => {
  it('adds 15 minutes, 1, 2 and 3 hours to the start', () => {
    expect(durationEnd('15MIN', at(16, 10, 0))).toEqual(at(16, 10, 15));
    expect(durationEnd('1HOUR', at(16, 10, 0))).toEqual(at(16, 11, 0));
    expect(durationEnd('2HOUR', at(16, 10, 0))).toEqual(at(16, 12, 0));
    expect(durationEnd('3HOUR', at(16, 22, 30))).toEqual(at(17, 1, 30));
  });

  it('DAY ends at the end of the start day', () => {
    expect(durationEnd('DAY', at(16, 9, 5))).toEqual(at(16, 23, 59));
    expect(durationEnd('DAY', at(21, 23, 55))).toEqual(at(21, 23, 59));
  });

  it('WEEK ends at the end of Friday of a working week', () => {
    expect(durationEnd('WEEK', at(16, 9))).toEqual(at(20, 23, 59)); // Monday → Friday
    expect(durationEnd('WEEK', at(18, 14))).toEqual(at(20, 23, 59)); // Wednesday → Friday
  });

  it('WEEK started on a Friday evening ends that Friday night', () => {
    expect(durationEnd('WEEK', at(20, 19, 30))).toEqual(at(20, 23, 59));
  });

  it('WEEK started on a weekend runs a full working week, to the coming Friday', () => {
    expect(durationEnd('WEEK', at(21, 10))).toEqual(at(27, 23, 59)); // Saturday → next Friday
    expect(durationEnd('WEEK', at(22, 10))).toEqual(at(27, 23, 59)); // Sunday → next Friday
  });

  it('NOEND has no end; CUSTOM is the chosen end (or none)', () => {
    expect(durationEnd('NOEND', at(16))).toBeNull();
    expect(durationEnd('CUSTOM', at(16), at(17, 8))).toEqual(at(17, 8));
    expect(durationEnd('CUSTOM', at(16))).toBeNull();
  });
});
