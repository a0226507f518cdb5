/** Below this width (px) a chart's category labels are shortened: a phone's, not a desktop's. */
export const narrowChartWidth = 520;

/** The longest category label a narrow chart writes, in characters, ellipsis included. */
export const narrowLabelLength = 14;

/**
 * A category label as a chart of `chartWidth` px writes it under its bar. On a phone, long labels
 * ("Transferred to VIP forwarding number") turned on their side took half the chart's height and
 * ran off its left edge; shortened, they leave the bars their room. The tooltip and the Table view
 * keep the whole label.
 */
export function axisLabel(label: string, chartWidth: number): string {
  if (chartWidth >= narrowChartWidth || label.length <= narrowLabelLength) return label;
  const cut = label.slice(0, narrowLabelLength - 1);
  // At a word's end when one is far enough in ("Declined to…", not "Declined to l…").
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace >= narrowLabelLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
