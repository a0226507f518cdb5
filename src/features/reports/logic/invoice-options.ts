/**
 * The Insights invoice selector: CURRENT (id -1 on screen, sent as 0) and the account's numbered
 * invoices, newest first (billing-account §2, §9).
 */
import type { ReportInvoice } from '@/contract/reports';

/** The selector's value of the current period. */
export const CURRENT_INVOICE_CHOICE = -1;

export interface InvoiceOption {
  value: number;
  /** 'CURRENT' or the invoice number. */
  label: string;
}

export function invoiceOptions(invoices: readonly ReportInvoice[]): InvoiceOption[] {
  const numbered = [...invoices]
    .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceId - a.invoiceId)
    .map((i) => ({ value: i.invoiceId, label: i.invoiceNumber }));
  return [{ value: CURRENT_INVOICE_CHOICE, label: 'CURRENT' }, ...numbered];
}

/** The invoiceId a report call sends for a choice: -1 (current) travels as 0. */
export const reportInvoiceId = (choice: number): number => (choice === CURRENT_INVOICE_CHOICE ? 0 : choice);

/** Keeps a choice that still exists, else falls back to CURRENT (e.g. after switching account). */
export function validInvoiceChoice(choice: number, invoices: readonly ReportInvoice[] | undefined): number {
  if (choice === CURRENT_INVOICE_CHOICE || !invoices) return CURRENT_INVOICE_CHOICE;
  return invoices.some((i) => i.invoiceId === choice) ? choice : CURRENT_INVOICE_CHOICE;
}
