import { describe, expect, it } from 'vitest';
import { defaultTextRange, textCsvAllowed, textRequestRange } from './text-range';

describe('text range', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultTextRange(new Date(2026, 10, 25, 15))).toEqual({ start: '2026-10-26', end: '2026-11-25' });
  });
  it('asks from the start day’s midnight to the end day’s next midnight', () => {
    expect(textRequestRange('2026-11-01', '2026-11-02', 0)).toEqual({ startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-03T00:00:00.000Z' });
    expect(textRequestRange('2026-11-02', '2026-11-01', 0)).toBeNull();
  });
  it('exports at most 31 days', () => {
    expect(textCsvAllowed('2026-10-01', '2026-10-31')).toBe(true);
    expect(textCsvAllowed('2026-10-01', '2026-11-01')).toBe(false);
  });
});
