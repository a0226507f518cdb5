/**
 * Invoice status as shown (billing-account §4 Invoice status, §9): an OPEN invoice is PAST DUE
 * when now is later than the invoice date plus autopayDays plus one day (two days when
 * autopayDays is missing). OPEN, PROCESSING and PAST DUE show in the warning colour.
 */
const DAY_MS = 86_400_000;

export interface DatedInvoice {
  status: string;
  invoiceDate: Date | string;
}

const time = (date: Date | string) => (typeof date === 'string' ? Date.parse(date) : date.getTime());

export function isInvoicePastDue(invoice: DatedInvoice, autopayDays: number | null | undefined, now: Date = new Date()): boolean {
  if (invoice.status !== 'OPEN') return false;
  const graceDays = (autopayDays ?? 1) + 1;
  return now.getTime() > time(invoice.invoiceDate) + graceDays * DAY_MS;
}

/** An account is past due when any of its OPEN invoices is. */
export function isAccountPastDue(invoices: readonly DatedInvoice[], autopayDays: number | null | undefined, now: Date = new Date()): boolean {
  return invoices.some((inv) => isInvoicePastDue(inv, autopayDays, now));
}

/** The status the invoice list shows: PAST DUE, or the invoice's own status. */
export function displayedInvoiceStatus(invoice: DatedInvoice, autopayDays: number | null | undefined, now: Date = new Date()): string {
  return isInvoicePastDue(invoice, autopayDays, now) ? 'PAST DUE' : invoice.status;
}

const warningStatuses = new Set(['OPEN', 'PROCESSING', 'PAST DUE']);
/** OPEN, PROCESSING and PAST DUE are shown in the warning colour. */
export const isWarningStatus = (displayed: string) => warningStatuses.has(displayed);

/** The overdue OPEN invoice the past-due button opens: the oldest past-due one (null when none). */
export function oldestPastDueInvoice<T extends DatedInvoice>(invoices: readonly T[], autopayDays: number | null | undefined, now: Date = new Date()): T | null {
  const due = invoices.filter((inv) => isInvoicePastDue(inv, autopayDays, now));
  due.sort((a, b) => time(a.invoiceDate) - time(b.invoiceDate));
  return due[0] ?? null;
}
