/**
 * An expired card (billing-account §3 Payment method exp_month, exp_year): a card is good through
 * the last day of its expiry month (UTC, the way the server and the hosted checkout page count)
 * and expired from the first day of the next. Bank debits never expire. The screen marks expired
 * cards and leaves them out of paying; the server refuses a payment with one.
 */
export interface ExpiringMethod {
  type: string;
  expMonth: number | null;
  expYear: number | null;
}

export function isMethodExpired(method: ExpiringMethod, now: Date = new Date()): boolean {
  if (method.type !== 'card' || !method.expMonth || !method.expYear) return false;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return method.expYear < year || (method.expYear === year && method.expMonth < month);
}

export const expiredCardMessage = 'This card has expired. Choose another payment method.';
