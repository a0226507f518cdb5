/** Billing reads (billing-account §3): bundles with their products, invoices and their lines. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountBundle, Invoice, InvoiceLine } from '../../../src/contract/billing';
import type { Db } from '../client';
import * as s from '../schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type InvoiceRow = typeof s.invoices.$inferSelect;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  invoiceId: row.invoiceId,
  invoiceNumber: row.invoiceNumber,
  accountId: row.accountId,
  status: row.status,
  invoiceDate: row.invoiceDate.toISOString(),
  invoiceUrl: null,
  currencyCode: row.currencyCode,
  amountDue: row.amountDue,
  debit: row.debit,
  creditForward: row.creditForward,
  credits: row.credits,
  payments: row.payments,
  balance: row.balance,
});

/** The account's invoices, newest first. */
export async function listInvoices(db: Db, accountId: number): Promise<Invoice[]> {
  const rows = await db.select().from(s.invoices).where(eq(s.invoices.accountId, accountId)).orderBy(desc(s.invoices.invoiceDate), desc(s.invoices.invoiceId));
  return rows.map(toInvoice);
}

/** One invoice of the account (null when it is not the account's). */
export async function findInvoice(db: Db, accountId: number, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(s.invoices).where(and(eq(s.invoices.invoiceId, invoiceId), eq(s.invoices.accountId, accountId)));
  return row ?? null;
}

export async function invoiceLines(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db.select().from(s.invoiceLines).where(eq(s.invoiceLines.invoiceId, invoiceId)).orderBy(asc(s.invoiceLines.invoiceLineId));
  return rows.map((l) => ({
    invoiceId: l.invoiceId,
    transactionId: l.transactionId,
    transactionType: l.transactionType,
    lineItemText: l.lineItemText,
    invoiceQuantity: l.invoiceQuantity,
    unitPrice: l.unitPrice,
    periodStart: iso(l.periodStart),
    periodEnd: iso(l.periodEnd),
    credit: l.credit,
    debit: l.debit,
  }));
}

export async function listBundles(db: Db, accountId: number): Promise<AccountBundle[]> {
  const bundles = await db.select().from(s.accountBundles).where(eq(s.accountBundles.accountId, accountId)).orderBy(asc(s.accountBundles.accountBundleId));
  if (bundles.length === 0) return [];
  const products = await db
    .select()
    .from(s.accountProducts)
    .where(inArray(s.accountProducts.accountBundleId, bundles.map((b) => b.accountBundleId)))
    .orderBy(asc(s.accountProducts.accountProductId));
  return bundles.map((b) => ({
    accountBundleId: b.accountBundleId,
    description: b.description,
    startDate: b.startDate.toISOString(),
    currencyCode: b.currencyCode,
    accountProducts: products
      .filter((p) => p.accountBundleId === b.accountBundleId)
      .map((p) => ({
        accountProductId: p.accountProductId,
        bundleDescription: p.bundleDescription,
        plan: p.plan === 'Y' ? 'Y' : 'N',
        usage: p.usage === 'Y' ? 'Y' : 'N',
        addon: p.addon === 'Y' ? 'Y' : 'N',
        unitPrice: p.unitPrice,
        originalUnitPrice: p.originalUnitPrice,
        invoiceLine: p.invoiceLine,
        periodStart: iso(p.periodStart),
      })),
  }));
}

/** The account's billing fields (billing-account §3 Account) for GLOBALADMIN and BILLING_ADMIN. */
export async function accountBillingFields(db: Db, row: typeof s.accounts.$inferSelect) {
  const [accountBundles, invoices] = await Promise.all([listBundles(db, row.accountId), listInvoices(db, row.accountId)]);
  return {
    accountBundles,
    invoices,
    balance: row.balance,
    currencyCode: row.currencyCode,
    autopayDays: row.autopayDays,
    autopayPaymentMethodUid: row.autopayPaymentMethodUid,
    billingEmail: row.billingEmail,
  };
}
