/** Seed section: bundles, products (plans with add-ons), payment methods of every type, a year of invoices per account, payments. */
import { billingPeriod } from '../repositories/accounts';
import type * as schema from '../schema';
import { isBranchAccount } from './accounts';
import type { Rng } from './random';

/** Billable minutes of an account's calls taken in [from, to) (./billing-usage.ts). */
export type UsageOf = (accountId: number, from: Date, to: Date) => number;

/** The usage product's price per minute over the plan's minutes. */
const OVERAGE_PRICE = 1.75;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** The invoice lines of the minutes used and of the minutes over the plan (server tests and e2e find them by these texts). */
export const usageLineText = 'Agent minutes used';
export const overageLineText = 'Additional agent minutes';

const DAY = 86_400_000;

export interface BillingSeed {
  bundleRows: (typeof schema.accountBundles.$inferInsert)[];
  productRows: (typeof schema.accountProducts.$inferInsert)[];
  invoiceRows: (typeof schema.invoices.$inferInsert)[];
  lineRows: (typeof schema.invoiceLines.$inferInsert)[];
  paymentMethodRows: (typeof schema.paymentMethods.$inferInsert)[];
  paymentRows: (typeof schema.payments.$inferInsert)[];
}

/** Invoices per account: a year of monthly invoices before the current billing period. */
export const INVOICED_MONTHS = 12;

/** The start of the oldest invoice's period of an account billed on `billingDayOfMonth`. */
export function firstInvoicedDay(now: Date, billingDayOfMonth: number): Date {
  const { start } = billingPeriod(now, billingDayOfMonth);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - INVOICED_MONTHS, start.getUTCDate()));
}

/**
 * Also sets each account row's `balance` to the sum of its unpaid invoices. Each invoice bills the
 * minutes its period's calls used (`usageOf`, the Insights rule): a usage line with the minutes,
 * and the minutes over the plan's at the overage price, so an invoice and its Insights agree.
 */
export function seedBilling(rng: Rng, accountRows: (typeof schema.accounts.$inferInsert)[], now: Date, usageOf: UsageOf): BillingSeed {
  const nowMs = now.getTime();
  const bundleRows: (typeof schema.accountBundles.$inferInsert)[] = [];
  const productRows: (typeof schema.accountProducts.$inferInsert)[] = [];
  const invoiceRows: (typeof schema.invoices.$inferInsert)[] = [];
  const lineRows: (typeof schema.invoiceLines.$inferInsert)[] = [];
  const paymentMethodRows: (typeof schema.paymentMethods.$inferInsert)[] = [];
  const paymentRows: (typeof schema.payments.$inferInsert)[] = [];
  const planPrice: Record<number, number> = { 1: 649, 2: 489, 3: 329, 4: 279, 5: 219, 6: 189, 7: 159 };
  let invoiceNo = 20417;
  for (const a of accountRows) {
    const acc = a.accountId!;
    const bundleId = bundleRows.length + 1;
    bundleRows.push({ accountBundleId: bundleId, accountId: acc, description: acc <= 3 ? 'Professional Receptionist' : 'Small Business Receptionist', startDate: new Date(nowMs - 700 * DAY) });
    const period = billingPeriod(now, a.billingDayOfMonth!);
    const addProduct = (p: Omit<typeof schema.accountProducts.$inferInsert, 'accountProductId' | 'accountBundleId'>) =>
      productRows.push({ accountProductId: productRows.length + 1, accountBundleId: bundleId, periodStart: period.start, ...p });
    addProduct({ bundleDescription: `Receptionist Plan – ${a.planMinutes} minutes`, plan: 'Y', unitPrice: planPrice[acc]!, invoiceLine: 'Monthly plan' });
    addProduct({ bundleDescription: 'Additional agent minutes', usage: 'Y', unitPrice: OVERAGE_PRICE, invoiceLine: 'Overage minutes' });
    if (a.chatServiceEnabled === 'Y') addProduct({ bundleDescription: 'Live Chat', addon: 'Y', unitPrice: 99, originalUnitPrice: 129, invoiceLine: 'Live chat add-on' });
    if (acc === 2 || acc === 4) addProduct({ bundleDescription: 'Bilingual Reception (Spanish)', addon: 'Y', unitPrice: 49, invoiceLine: 'Bilingual add-on' });

    const year = new Date(nowMs).getUTCFullYear();
    const method = (m: Omit<typeof schema.paymentMethods.$inferInsert, 'accountId' | 'billingName' | 'createdAt'>, ageDays: number) =>
      paymentMethodRows.push({ accountId: acc, billingName: a.accountName, createdAt: new Date(nowMs - ageDays * DAY), ...m });
    method({ paymentMethodUid: `pm_${acc}_card`, type: 'card', brand: acc === 5 ? 'mastercard' : 'visa', last4: acc === 5 ? '5454' : String(4242 + acc), expMonth: rng.int(1, 12), expYear: acc === 5 ? year - 1 : year + rng.int(1, 4), funding: acc === 3 ? 'debit' : 'credit', lastUsed: true }, 400);
    // The past-due account's card above has expired (shown as such, never offered for paying); a
    // valid debit card lets its overdue invoice be paid in the demo.
    if (acc === 5) method({ paymentMethodUid: 'pm_5_debit', type: 'card', brand: 'visa', last4: '5556', expMonth: 8, expYear: year + 2, funding: 'debit' }, 30);
    // The dental branches pay by card only.
    if (acc !== 5 && !isBranchAccount(acc)) method({ paymentMethodUid: `pm_${acc}_bank`, type: 'us_bank_account', brand: acc === 4 ? 'WELLS FARGO BANK' : 'CHASE', last4: String(6789 - acc * 11), bankAccountType: 'checking' }, 300);
    if (acc === 1 || acc === 4) {
      // Several methods of every type: a debit card, a second bank account, SEPA and Bacs debits.
      method({ paymentMethodUid: `pm_${acc}_debit`, type: 'card', brand: 'mastercard', last4: String(5556 + acc), expMonth: 9, expYear: year + 2, funding: 'debit' }, 200);
      method({ paymentMethodUid: `pm_${acc}_savings`, type: 'us_bank_account', brand: 'US BANK', last4: String(1116 + acc), bankAccountType: 'savings' }, 150);
      method({ paymentMethodUid: `pm_${acc}_sepa`, type: 'sepa_debit', brand: null, last4: String(3000 + acc) }, 120);
      method({ paymentMethodUid: `pm_${acc}_bacs`, type: 'bacs_debit', brand: null, last4: String(2345 + acc) }, 100);
    }

    // A year of monthly invoices, oldest first; statuses per account (every status appears).
    let balance = 0;
    for (let back = INVOICED_MONTHS; back >= 1; back--) {
      const start = new Date(Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth() - back, period.start.getUTCDate()));
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()));
      let status = 'PAID';
      let invoiceDate = end;
      if (back === 1 && acc === 1) status = 'PROCESSING';
      if (back === 1 && acc === 2) { status = 'OPEN'; invoiceDate = new Date(nowMs - 2 * DAY); }
      // The past-due account: two overdue OPEN invoices.
      if (acc === 5 && back === 2) { status = 'OPEN'; invoiceDate = new Date(nowMs - 40 * DAY); }
      if (acc === 5 && back === 1) { status = 'OPEN'; invoiceDate = new Date(nowMs - 18 * DAY); }
      const invoiceId = invoiceRows.length + 1;
      const used = usageOf(acc, start, end);
      const overage = round2(Math.max(0, used - a.planMinutes!));
      const lines: Omit<typeof schema.invoiceLines.$inferInsert, 'invoiceLineId' | 'invoiceId'>[] = [
        { transactionId: `txn_${invoiceId}_1`, transactionType: 'CHARGE', lineItemText: `Receptionist Plan – ${a.planMinutes} minutes`, invoiceQuantity: 1, unitPrice: planPrice[acc]!, periodStart: start, periodEnd: end, debit: planPrice[acc]! },
        { transactionId: `txn_${invoiceId}_6`, transactionType: 'USAGE', lineItemText: usageLineText, invoiceQuantity: used, unitPrice: 0, periodStart: start, periodEnd: end, debit: 0 },
      ];
      if (overage > 0) lines.push({ transactionId: `txn_${invoiceId}_2`, transactionType: 'USAGE', lineItemText: overageLineText, invoiceQuantity: overage, unitPrice: OVERAGE_PRICE, periodStart: start, periodEnd: end, debit: round2(overage * OVERAGE_PRICE) });
      if (a.chatServiceEnabled === 'Y') lines.push({ transactionId: `txn_${invoiceId}_3`, transactionType: 'CHARGE', lineItemText: 'Live Chat add-on', invoiceQuantity: 1, unitPrice: 99, periodStart: start, periodEnd: end, debit: 99 });
      if (acc === 2 || acc === 4) lines.push({ transactionId: `txn_${invoiceId}_5`, transactionType: 'CHARGE', lineItemText: 'Bilingual Reception (Spanish) add-on', invoiceQuantity: 1, unitPrice: 49, periodStart: start, periodEnd: end, debit: 49 });
      if (rng.chance(0.2)) lines.push({ transactionId: `txn_${invoiceId}_4`, transactionType: 'CREDIT', lineItemText: 'Courtesy credit', invoiceQuantity: 1, unitPrice: 25, credit: 25 });
      const debit = Math.round(lines.reduce((s, l) => s + (l.debit ?? 0), 0) * 100) / 100;
      const credits = Math.round(lines.reduce((s, l) => s + (l.credit ?? 0), 0) * 100) / 100;
      const amountDue = Math.round((debit - credits) * 100) / 100;
      const paid = status === 'PAID' ? amountDue : 0;
      const invBalance = Math.round((amountDue - paid) * 100) / 100;
      balance += invBalance;
      invoiceRows.push({ invoiceId, accountId: acc, invoiceNumber: `INV-${invoiceNo++}`, status, invoiceDate, amountDue, debit, credits, payments: paid, balance: invBalance });
      lines.forEach((l) => lineRows.push({ invoiceLineId: lineRows.length + 1, invoiceId, ...l }));
      if (status === 'PAID') {
        const paidAt = new Date(invoiceDate.getTime() + 2 * DAY);
        paymentRows.push({ paymentId: paymentRows.length + 1, invoiceId, accountId: acc, paymentMethodUid: `pm_${acc}_card`, amount: paid, status: 'PAID', createdAt: paidAt, settledAt: paidAt });
      }
    }
    a.balance = Math.round(balance * 100) / 100;
  }

  return { bundleRows, productRows, invoiceRows, lineRows, paymentMethodRows, paymentRows };
}
