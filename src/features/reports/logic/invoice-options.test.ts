import { describe, expect, it } from 'vitest';
import { CURRENT_INVOICE_CHOICE, invoiceOptions, reportInvoiceId, validInvoiceChoice } from './invoice-options';

const inv = (invoiceId: number, invoiceNumber: string, invoiceDate: string) => ({
  invoiceId, invoiceNumber, invoiceDate, periodStart: invoiceDate, periodEnd: invoiceDate,
});
const invoices = [inv(3, 'INV-3', '2026-03-01T00:00:00Z'), inv(5, 'INV-5', '2026-05-01T00:00:00Z'), inv(4, 'INV-4', '2026-04-01T00:00:00Z')];

describe('invoice selector', () => {
  it('offers CURRENT first, then the invoices newest first', () => {
    expect(invoiceOptions(invoices).map((o) => o.label)).toEqual(['CURRENT', 'INV-5', 'INV-4', 'INV-3']);
    expect(invoiceOptions([])).toEqual([{ value: CURRENT_INVOICE_CHOICE, label: 'CURRENT' }]);
  });
  it('sends the current period as 0 and an invoice as its id', () => {
    expect(reportInvoiceId(CURRENT_INVOICE_CHOICE)).toBe(0);
    expect(reportInvoiceId(4)).toBe(4);
  });
  it('falls back to CURRENT when the invoice is not the account\'s', () => {
    expect(validInvoiceChoice(4, invoices)).toBe(4);
    expect(validInvoiceChoice(9, invoices)).toBe(CURRENT_INVOICE_CHOICE);
    expect(validInvoiceChoice(4, undefined)).toBe(CURRENT_INVOICE_CHOICE);
  });
});
