import type { UserAccountRole } from '@/contract/session';

/** Usage bar colour bands of spec core §9: 75 to below 90, 90 to below 100, 100 and over. */
export type UsageLevel = 'normal' | 'warning' | 'high' | 'over';

export function usagePercent(used: number, plan: number): number {
  if (plan <= 0) return used > 0 ? 100 : 0;
  // Floored, so 89.9 % stays below the 90 % band (the bands are "below" thresholds).
  return Math.floor((used / plan) * 100 + 1e-9);
}

export function usageLevel(percent: number): UsageLevel {
  if (percent >= 100) return 'over';
  if (percent >= 90) return 'high';
  if (percent >= 75) return 'warning';
  return 'normal';
}

export const usageColor: Record<UsageLevel, string> = {
  normal: 'brand',
  warning: 'yellow',
  high: 'orange',
  over: 'red',
};

/** The figure the Current Usage panel shows for one account (spec core §6). */
export interface UsageFigure {
  used: number;
  plan: number;
  /** The account's own usage plus that of its sub-accounts (showCombinedUsage Y). */
  combined: boolean;
}

/**
 * Core §6: an account with showCombinedUsage Y shows the combined usage (combinedTotalMin of its
 * planMinutes, labelled as combined); any other account its own usedMinutes.
 */
export function usageFigure(role: Pick<UserAccountRole, 'showCombinedUsage' | 'usedMinutes' | 'combinedTotalMin' | 'planMinutes'>): UsageFigure {
  const combined = role.showCombinedUsage === 'Y';
  return { used: combined ? role.combinedTotalMin : role.usedMinutes, plan: role.planMinutes, combined };
}

/** An account with neither a plan nor any usage has nothing to show ('No usage available'). */
export const hasUsage = (figure: UsageFigure): boolean => figure.plan > 0 || figure.used > 0;
