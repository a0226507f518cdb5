import { describe, expect, it } from 'vitest';
import { displayedInvoiceStatus, isAccountPastDue, isInvoicePastDue, isWarningStatus, oldestPastDueInvoice } from './past-due';

const DAY = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const dated = (status: string, daysAgo: number) => ({ status, invoiceDate: new Date(now.getTime() - daysAgo * DAY).toISOString() });

describe('past due (billing-account §4)', () => {
  it('an OPEN invoice is past due after invoice date + autopayDays + 1 day', () => {
    expect(isInvoicePastDue(dated('OPEN', 4), 3, now)).toBe(false);
    expect(isInvoicePastDue({ status: 'OPEN', invoiceDate: new Date(now.getTime() - 4 * DAY - 1) }, 3, now)).toBe(true);
  });
  it('uses two days when autopayDays is missing', () => {
    expect(isInvoicePastDue(dated('OPEN', 2), null, now)).toBe(false);
    expect(isInvoicePastDue({ status: 'OPEN', invoiceDate: new Date(now.getTime() - 2 * DAY - 1) }, undefined, now)).toBe(true);
  });
  it('only OPEN invoices become past due', () => {
    expect(isInvoicePastDue(dated('PROCESSING', 90), 3, now)).toBe(false);
    expect(isInvoicePastDue(dated('PAID', 90), 3, now)).toBe(false);
    expect(isAccountPastDue([dated('PAID', 90), dated('OPEN', 10)], 3, now)).toBe(true);
    expect(isAccountPastDue([dated('PAID', 90)], 3, now)).toBe(false);
  });
  it('shows PAST DUE and the warning colour for OPEN, PROCESSING and PAST DUE', () => {
    expect(displayedInvoiceStatus(dated('OPEN', 10), 3, now)).toBe('PAST DUE');
    expect(displayedInvoiceStatus(dated('OPEN', 1), 3, now)).toBe('OPEN');
    expect(['OPEN', 'PROCESSING', 'PAST DUE'].every(isWarningStatus)).toBe(true);
    expect(isWarningStatus('PAID')).toBe(false);
  });
  it('the past-due button opens the oldest overdue invoice', () => {
    const a = { ...dated('OPEN', 40), invoiceId: 1 };
    const b = { ...dated('OPEN', 18), invoiceId: 2 };
    expect(oldestPastDueInvoice([b, a, { ...dated('OPEN', 0), invoiceId: 3 }], 3, now)?.invoiceId).toBe(1);
    expect(oldestPastDueInvoice([dated('PAID', 40)], 3, now)).toBeNull();
  });
});
