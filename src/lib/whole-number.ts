/**
 * A count or a number of minutes as the dashboard shows it: rounded, thousands grouped with commas
 * ("12,345"). Written out instead of `toLocaleString('en-US')` because the first Intl number format
 * of a page loads ICU's number data, ~60 ms of a phone's first render of the dashboard
 * (docs/performance.md, issue 11).
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}
