import { describe, expect, it } from 'vitest';
import { hasUsage, usageColor, usageFigure, usageLevel, usagePercent } from './usage-level';

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

describe('usage figure (core §6: combined usage where showCombinedUsage is Y)', () => {
  const role = { usedMinutes: 40, combinedTotalMin: 95, planMinutes: 100 };

  it('shows the combined minutes of the plan for a combined account, labelled combined', () => {
    const figure = usageFigure({ ...role, showCombinedUsage: 'Y' });
    expect(figure).toEqual({ used: 95, plan: 100, combined: true });
    expect(usageLevel(usagePercent(figure.used, figure.plan))).toBe('high');
  });

  it('shows the own minutes otherwise', () => {
    const figure = usageFigure({ ...role, showCombinedUsage: 'N' });
    expect(figure).toEqual({ used: 40, plan: 100, combined: false });
    expect(usageLevel(usagePercent(figure.used, figure.plan))).toBe('normal');
  });

  it('has nothing to show without a plan or usage (No usage available)', () => {
    expect(hasUsage({ used: 0, plan: 0, combined: false })).toBe(false);
    expect(hasUsage({ used: 3, plan: 0, combined: true })).toBe(true);
    expect(hasUsage({ used: 0, plan: 500, combined: false })).toBe(true);
  });
});
