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

/**
 * Adds a method under the account's row lock: the account's first method becomes its autopay
 * method, and autopay whose method is gone is re-enabled with the first method (billing-account
 * §4). Returns the method autopay moved to, or null.
 */
export async function insertPaymentMethod(db: Db, row: PaymentMethodInsert & { accountId: number }): Promise<string | null> {
  return db.transaction(async (tx) => {
    const autopay = await lockAutopay(tx, row.accountId);
    const before = await listPaymentMethodRows(tx, row.accountId);
    await tx.insert(s.paymentMethods).values(row);
    if (before.length > 0) return reenableGoneAutopay(tx, row.accountId, autopay);
    await tx.update(s.accounts).set({ autopayPaymentMethodUid: row.paymentMethodUid }).where(eq(s.accounts.accountId, row.accountId));
    return row.paymentMethodUid;
  });
}

export interface MethodDeletion {
  outcome: 'deleted' | 'default' | 'missing';
  /** The method autopay moved to because its own method was gone (billing-account §4), or null. */
  autopayMovedTo: string | null;
  /** The autopay method before the delete. */
  autopayBefore: string | null;
}

/**
 * Deletes the method unless it is the account's autopay method (checked again under the account's
 * row lock). In the same transaction, autopay whose method is no longer among the methods is
 * re-enabled with the first (oldest) remaining one: billing-account §4 "If the autopay method no
 * longer exists among the methods, autopay is re-enabled with the first method", done where the
 * methods change rather than when someone looks at them.
 */
export async function deletePaymentMethodRow(db: Db, accountId: number, uid: string): Promise<MethodDeletion> {
  return db.transaction(async (tx) => {
    const autopayBefore = await lockAutopay(tx, accountId);
    if (autopayBefore === uid) return { outcome: 'default', autopayMovedTo: null, autopayBefore };
    const deleted = await tx
      .delete(s.paymentMethods)
      .where(and(eq(s.paymentMethods.accountId, accountId), eq(s.paymentMethods.paymentMethodUid, uid)))
      .returning({ uid: s.paymentMethods.paymentMethodUid });
    if (deleted.length === 0) return { outcome: 'missing', autopayMovedTo: null, autopayBefore };
    return { outcome: 'deleted', autopayMovedTo: await reenableGoneAutopay(tx, accountId, autopayBefore), autopayBefore };
  });
}

/**
 * When the account's autopay method (`autopay`, set) is not among its methods, autopay moves to
 * the first method by age; returns that method's id, or null when nothing moved (autopay off,
 * its method still there, or no method left). The caller holds the account's row lock.
 */
export async function reenableGoneAutopay(db: Db, accountId: number, autopay: string | null): Promise<string | null> {
  if (!autopay) return null;
  const methods = await listPaymentMethodRows(db, accountId);
  if (methods.length === 0 || methods.some((m) => m.paymentMethodUid === autopay)) return null;
  const first = methods[0]!.paymentMethodUid;
  await db.update(s.accounts).set({ autopayPaymentMethodUid: first }).where(eq(s.accounts.accountId, accountId));
  return first;
}

/** The account's autopay method id, read under the account's row lock (inside a transaction). */
export async function lockAutopay(db: Db, accountId: number): Promise<string | null> {
  const [account] = await db.select({ autopay: s.accounts.autopayPaymentMethodUid }).from(s.accounts).where(eq(s.accounts.accountId, accountId)).for('update');
  return account?.autopay ?? null;
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
