/** Which period a report call covers: the current billing period (invoice id 0) or an invoice's. */
import { reportMessages } from '../../../src/contract/reports';
import type { Db } from '../../db/client';
import { billingPeriod } from '../../db/repositories/accounts';
import { invoicePeriods, type InvoicePeriod, reportAccount, type ReportAccount } from '../../db/repositories/reports';
import { PortalHttpError } from '../../http/errors';

export interface ReportPeriod {
  account: ReportAccount;
  invoiceId: number;
  /** Start, included. */
  from: Date;
  /** End, excluded: the invoice's period end, or just after now for the current period. */
  to: Date;
  invoices: InvoicePeriod[];
}

/**
 * The period of `invoiceId` on the account: 0 is the current billing period up to now (the
 * dashboard's usage window), any other id must be one of the account's invoices (else 404).
 */
export async function resolveReportPeriod(db: Db, accountId: number, invoiceId: number, now: Date): Promise<ReportPeriod> {
  const account = await reportAccount(db, accountId);
  if (!account) throw new PortalHttpError(404, reportMessages.unknownInvoice);
  const invoices = await invoicePeriods(db, accountId);
  if (invoiceId === 0) {
    const period = billingPeriod(now, account.billingDayOfMonth);
    return { account, invoiceId, from: period.start, to: new Date(now.getTime() + 1), invoices };
  }
  const invoice = invoices.find((i) => i.invoiceId === invoiceId);
  if (!invoice) throw new PortalHttpError(404, reportMessages.unknownInvoice);
  return { account, invoiceId, from: invoice.periodStart, to: invoice.periodEnd, invoices };
}
