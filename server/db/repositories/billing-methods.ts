/**
 * Payment methods, autopay and the add-method pages (billing-account §3 Payment method, §4
 * Payment methods and autopay).
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '../../../src/contract/billing';
import { toMethodType } from '../../../src/domain/billing/method-type';
import { paymentMethodDisplayValue } from '../../../src/domain/billing/payment-method-display';
import type { Db } from '../client';
import * as s from '../schema';

export type PaymentMethodRow = typeof s.paymentMethods.$inferSelect;
export type PaymentMethodInsert = typeof s.paymentMethods.$inferInsert;

export function toPaymentMethod(row: PaymentMethodRow, autopayUid: string | null): PaymentMethod {
  const type = toMethodType(row.type);
  return {
    id: row.paymentMethodUid,
    accountId: row.accountId,
    type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    card: type === 'card' ? { funding: row.funding ?? 'unknown' } : null,
    us_bank_account: type === 'us_bank_account' ? { account_type: row.bankAccountType ?? 'checking' } : null,
    billing_details: { name: row.billingName },
    displayValue: paymentMethodDisplayValue({ ...row, type }),
    defaultAutopay: row.paymentMethodUid === autopayUid ? 'Y' : 'N',
  };
}

export async function listPaymentMethodRows(db: Db, accountId: number): Promise<PaymentMethodRow[]> {
  return db.select().from(s.paymentMethods).where(eq(s.paymentMethods.accountId, accountId)).orderBy(asc(s.paymentMethods.createdAt), asc(s.paymentMethods.paymentMethodUid));
}

export async function findPaymentMethod(db: Db, accountId: number, uid: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(s.paymentMethods).where(and(eq(s.paymentMethods.accountId, accountId), eq(s.paymentMethods.paymentMethodUid, uid)));
  return row ?? null;
}

export async function insertPaymentMethod(db: Db, row: PaymentMethodInsert): Promise<void> {
  await db.insert(s.paymentMethods).values(row);
}

/** Deletes the method unless it is the account's autopay method (checked again under the row lock). */
export async function deletePaymentMethodRow(db: Db, accountId: number, uid: string): Promise<'deleted' | 'default' | 'missing'> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ autopay: s.accounts.autopayPaymentMethodUid }).from(s.accounts).where(eq(s.accounts.accountId, accountId)).for('update');
    if (account?.autopay === uid) return 'default';
    const deleted = await tx
      .delete(s.paymentMethods)
      .where(and(eq(s.paymentMethods.accountId, accountId), eq(s.paymentMethods.paymentMethodUid, uid)))
      .returning({ uid: s.paymentMethods.paymentMethodUid });
    return deleted.length > 0 ? 'deleted' : 'missing';
  });
}

export async function setAutopayMethod(db: Db, accountId: number, uid: string | null): Promise<void> {
  await db.update(s.accounts).set({ autopayPaymentMethodUid: uid }).where(eq(s.accounts.accountId, accountId));
}

export async function markLastUsed(db: Db, accountId: number, uid: string): Promise<void> {
  await db.update(s.paymentMethods).set({ lastUsed: false }).where(eq(s.paymentMethods.accountId, accountId));
  await db.update(s.paymentMethods).set({ lastUsed: true }).where(and(eq(s.paymentMethods.accountId, accountId), eq(s.paymentMethods.paymentMethodUid, uid)));
}

export type CheckoutRow = typeof s.billingCheckouts.$inferSelect;

export async function insertCheckout(db: Db, row: typeof s.billingCheckouts.$inferInsert): Promise<void> {
  await db.insert(s.billingCheckouts).values(row);
}

/** An open (not completed, not expired) checkout page. */
export async function findOpenCheckout(db: Db, checkoutId: string, now = new Date()): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(s.billingCheckouts)
    .where(and(eq(s.billingCheckouts.checkoutId, checkoutId), isNull(s.billingCheckouts.completedAt), gt(s.billingCheckouts.expiresAt, now)));
  return row ?? null;
}

/** Completes a checkout once: false when it was already completed or expired (a second submit). */
export async function completeCheckout(db: Db, checkoutId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(s.billingCheckouts)
    .set({ completedAt: now })
    .where(and(eq(s.billingCheckouts.checkoutId, checkoutId), isNull(s.billingCheckouts.completedAt), gt(s.billingCheckouts.expiresAt, now)))
    .returning({ id: s.billingCheckouts.checkoutId });
  return rows.length > 0;
}
