/**
 * The chart type each Insights chart shows, remembered in this browser per chart heading
 * (billing-account §2 "Insights page").
 */
export const chartTypes = ['bar', 'area', 'line', 'table'] as const;
export type ChartType = (typeof chartTypes)[number];

const PREFIX = 'portal.reports.chartType.';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The remembered type of the chart with this heading, or `fallback`. */
export function readChartType(heading: string, fallback: ChartType = 'bar'): ChartType {
  const stored = storage()?.getItem(PREFIX + heading);
  return (chartTypes as readonly string[]).includes(stored ?? '') ? (stored as ChartType) : fallback;
}

/** Remembers the type of the chart with this heading (silently skipped when storage is unavailable). */
export function writeChartType(heading: string, type: ChartType): void {
  try {
    storage()?.setItem(PREFIX + heading, type);
  } catch {
    // Storage full or blocked: the choice lasts until reload.
  }
}
