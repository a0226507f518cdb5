/** Money in the account's currency (billing-account §9: USD when the account has none). */
export const DEFAULT_CURRENCY = 'USD';

export function formatMoney(amount: number, currencyCode: string | null | undefined, locale = 'en-US'): string {
  const currency = currencyCode && /^[A-Z]{3}$/.test(currencyCode) ? currencyCode : DEFAULT_CURRENCY;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_CURRENCY }).format(amount);
  }
}

const HOUR_MS = 3_600_000;
/** Plan start dates show shifted by 10 hours, add-on start dates by 6 (billing-account §2, §9). */
export const PLAN_START_SHIFT_HOURS = 10;
export const ADDON_START_SHIFT_HOURS = 6;
export const shiftedStart = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS);
