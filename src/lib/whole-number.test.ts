import { describe, expect, it } from 'vitest';
import { formatGroupedNumber, formatWholeNumber } from './whole-number';

describe('formatWholeNumber', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -4321]) {
      expect(formatWholeNumber(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('rounds to a whole number first', () => {
    expect(formatWholeNumber(1234.5)).toBe('1,235');
    expect(formatWholeNumber(999.4)).toBe('999');
    expect(formatWholeNumber(-0.4)).toBe('0');
  });
});

describe('formatGroupedNumber', () => {
  it('groups thousands and keeps up to two decimals, as en-US does', () => {
    for (const n of [0, 9.12, 1000, 1234.5, 12345.678, 1000000.1, -4321.25, 0.004]) {
      expect(formatGroupedNumber(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 2 }));
    }
  });
});
