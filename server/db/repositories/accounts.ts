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

/**
 * An OPEN invoice is past due when now is later than the invoice date plus autopayDays plus
 * one day (two days when autopayDays is missing). Spec billing §4.
 */
export function isInvoicePastDue(
  invoice: { status: string; invoiceDate: Date },
  autopayDays: number | null | undefined,
  now: Date = new Date(),
): boolean {
  if (invoice.status !== 'OPEN') return false;
  const graceDays = (autopayDays ?? 1) + 1;
  return now.getTime() > invoice.invoiceDate.getTime() + graceDays * DAY_MS;
}

/** An account is past due when any of its OPEN invoices is. */
export function isAccountPastDue(
  invoices: readonly { status: string; invoiceDate: Date }[],
  autopayDays: number | null | undefined,
  now: Date = new Date(),
): boolean {
  return invoices.some((inv) => isInvoicePastDue(inv, autopayDays, now));
}
