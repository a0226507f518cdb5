/**
 * A figure as the portal shows it: up to `maxDecimals` decimals (trailing zeros dropped),
 * thousands grouped with commas ("1,234.5"). Written out instead of `toLocaleString('en-US')`
 * because the first Intl number format of a page loads ICU's number data, ~60 ms of a phone's
 * first render of the dashboard (docs/performance.md, issue 11).
 */
export function formatGroupedNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** maxDecimals;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A count or a number of minutes as the dashboard shows it: rounded, grouped ("12,345"). */
export const formatWholeNumber = (value: number): string => formatGroupedNumber(value, 0);
