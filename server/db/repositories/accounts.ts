/** Account rules shared by the seed and the API: billing periods and the past-due derivation. */
const DAY_MS = 86_400_000;

export interface BillingPeriod {
  start: Date;
  end: Date;
  /** Whole days left until the next period starts (at least 0). */
  daysLeft: number;
}

/** The billing period containing `now` for an account billed on `billingDayOfMonth` (UTC). */
export function billingPeriod(now: Date, billingDayOfMonth: number): BillingPeriod {
  const day = Math.min(Math.max(billingDayOfMonth, 1), 28);
  let start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day));
  if (start.getTime() > now.getTime()) start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, day));
  const daysLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
  return { start, end, daysLeft };
}

/** The past-due derivation lives with the other billing rules both sides apply. */
export { isAccountPastDue, isInvoicePastDue } from '../../../src/domain/billing/past-due';
