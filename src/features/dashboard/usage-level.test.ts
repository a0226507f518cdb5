import { describe, expect, it } from 'vitest';
import { usageColor, usageLevel, usagePercent } from './usage-level';

describe('usage colours (core §9: 75 to below 90, 90 to below 100, 100 and over)', () => {
  it('bands each boundary', () => {
    expect([0, 74, 75, 89, 90, 99, 100, 150].map(usageLevel)).toEqual([
      'normal',
      'normal',
      'warning',
      'warning',
      'high',
      'high',
      'over',
      'over',
    ]);
    expect(usageColor.over).toBe('red');
  });

  it('floors the percentage (89.9 % is still below 90) and treats usage without a plan as full', () => {
    expect(usagePercent(812, 800)).toBe(101);
    expect(usageLevel(usagePercent(899, 1000))).toBe('warning');
    expect(usageLevel(usagePercent(999, 1000))).toBe('high');
    expect(usageLevel(usagePercent(1000, 1000))).toBe('over');
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(5, 0)).toBe(100);
  });
});
