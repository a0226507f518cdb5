/**
 * Money in the account's currency (billing-account §9: USD when the account has none), written
 * the way the reader writes numbers (`locale`: grouping, decimals, where the symbol goes) with
 * the symbol a customer of that account knows: the currency's narrow symbol. A USD account reads
 * "$329.00" for an en-GB reader too; Intl's default symbol would say "US$329.00", which is right
 * only when a page mixes dollar currencies, and an account has one currency. GBP reads £, EUR €.
 */
export const DEFAULT_CURRENCY = 'USD';

export function formatMoney(amount: number, currencyCode: string | null | undefined, locale = 'en-US'): string {
  const currency = currencyCode && /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : DEFAULT_CURRENCY;
  const format = (code: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(amount);
  try {
    return format(currency);
  } catch {
    return format(DEFAULT_CURRENCY);
  }
}

/**
 * An amount in the currency's smallest unit, as processors charge it: cents for USD, whole yen
 * for JPY (no decimals), fils for BHD (three). Intl knows each currency's decimals.
 */
export function toMinorUnits(amount: number, currencyCode: string | null | undefined): number {
  const currency = currencyCode && /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : DEFAULT_CURRENCY;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code: the default currency's two decimals.
  }
  return Math.round(amount * 10 ** digits);
}

const HOUR_MS = 3_600_000;
/** Plan start dates show shifted by 10 hours, add-on start dates by 6 (billing-account §2, §9). */
export const PLAN_START_SHIFT_HOURS = 10;
export const ADDON_START_SHIFT_HOURS = 6;
export const shiftedStart = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS);
