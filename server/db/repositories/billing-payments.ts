/**
 * Payments (billing-account §4 Payment flow): one payment per invoice at a time, charged once per
 * idempotency key, PROCESSING until the settle step applies it. Every step that two server
 * processes could race on holds a row lock: paying locks the invoice row; settling claims
 * payments with FOR UPDATE SKIP LOCKED, so each payment is settled by exactly one process.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import type { InvoiceRow } from './billing';

export type PaymentRow = typeof s.payments.$inferSelect;

export interface ChargeOutcome {
  status: 'processing' | 'declined';
  reference: string | null;
  message?: string;
}

export type StartPaymentResult =
  | { kind: 'charged'; payment: PaymentRow; invoice: InvoiceRow; replay: boolean }
  | { kind: 'refused'; reason: 'missing' | 'processing' | 'paid' | 'aboveDue' | 'keyReused' };

export interface StartPaymentInput {
  accountId: number;
  invoiceId: number;
  paymentMethodUid: string;
  amount: number;
  surchargeAmount: number;
  surcharge: unknown;
  idempotencyKey: string;
  userId: number;
  supportAgentId: number | null;
}

/**
 * Under the invoice's row lock: a payment already made with this key is answered again (a
 * double click or a retry charges once); otherwise the invoice must be OPEN with the amount at
 * most its balance, `charge` runs once, and the payment is recorded (PROCESSING, or FAILED when
 * declined) with the invoice PROCESSING while it settles.
 */
export async function startPayment(db: Db, input: StartPaymentInput, charge: () => Promise<ChargeOutcome>): Promise<StartPaymentResult> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(s.invoices)
      .where(and(eq(s.invoices.invoiceId, input.invoiceId), eq(s.invoices.accountId, input.accountId)))
      .for('update');
    if (!invoice) return { kind: 'refused', reason: 'missing' } as const;
    const [earlier] = await tx
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.accountId, input.accountId), eq(s.payments.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      if (earlier.invoiceId !== input.invoiceId || earlier.amount !== input.amount || earlier.paymentMethodUid !== input.paymentMethodUid) {
        return { kind: 'refused', reason: 'keyReused' } as const;
      }
      return { kind: 'charged', payment: earlier, invoice, replay: true } as const;
    }
    if (invoice.status === 'PROCESSING') return { kind: 'refused', reason: 'processing' } as const;
    if (invoice.status !== 'OPEN' || invoice.balance <= 0) return { kind: 'refused', reason: 'paid' } as const;
    if (Math.round(input.amount * 100) > Math.round(invoice.balance * 100)) return { kind: 'refused', reason: 'aboveDue' } as const;

    const outcome = await charge();
    const declined = outcome.status === 'declined';
    const [payment] = await tx
      .insert(s.payments)
      .values({
        invoiceId: input.invoiceId,
        accountId: input.accountId,
        paymentMethodUid: input.paymentMethodUid,
        amount: input.amount,
        surchargeAmount: input.surchargeAmount,
        surcharge: input.surcharge,
        status: declined ? 'FAILED' : 'PROCESSING',
        idempotencyKey: input.idempotencyKey,
        processorReference: outcome.reference,
        failureMessage: declined ? (outcome.message ?? 'The payment was declined.') : null,
        userId: input.userId,
        supportAgentId: input.supportAgentId,
      })
      .returning();
    let updated = invoice;
    if (!declined) {
      [updated] = await tx.update(s.invoices).set({ status: 'PROCESSING' }).where(eq(s.invoices.invoiceId, invoice.invoiceId)).returning() as [InvoiceRow];
    }
    return { kind: 'charged', payment: payment!, invoice: updated, replay: false } as const;
  });
}

export interface SettledPayment {
  paymentId: number;
  invoiceId: number;
  accountId: number;
  outcome: 'PAID' | 'FAILED';
}

/**
 * Claims up to `limit` PROCESSING payments created at or before `dueBefore` (FOR UPDATE SKIP
 * LOCKED: rows another process holds are skipped, never waited for or settled twice), asks
 * `statusOf` for each and applies the answer: PAID lowers the invoice's and the account's
 * balance (the invoice is PAID at zero, OPEN again otherwise); FAILED reopens the invoice.
 */
export async function settlePayments(
  db: Db,
  options: { dueBefore: Date; limit?: number; statusOf: (payment: PaymentRow) => Promise<'succeeded' | 'processing' | 'failed'> },
): Promise<SettledPayment[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.status, 'PROCESSING'), lte(s.payments.createdAt, options.dueBefore)))
      .orderBy(asc(s.payments.paymentId))
      .limit(options.limit ?? 20)
      .for('update', { skipLocked: true });
    const settled: SettledPayment[] = [];
    for (const payment of claimed) {
      const status = await options.statusOf(payment);
      if (status === 'processing') continue;
      const accountId = payment.accountId!;
      if (status === 'failed') {
        await tx.update(s.payments).set({ status: 'FAILED', settledAt: new Date(), failureMessage: 'The payment failed.' }).where(eq(s.payments.paymentId, payment.paymentId));
        await tx.update(s.invoices).set({ status: 'OPEN' }).where(eq(s.invoices.invoiceId, payment.invoiceId));
        settled.push({ paymentId: payment.paymentId, invoiceId: payment.invoiceId, accountId, outcome: 'FAILED' });
        continue;
      }
      await tx.update(s.payments).set({ status: 'PAID', settledAt: new Date() }).where(eq(s.payments.paymentId, payment.paymentId));
      await tx
        .update(s.invoices)
        .set({
          payments: sql`${s.invoices.payments} + ${payment.amount}`,
          balance: sql`greatest(${s.invoices.balance} - ${payment.amount}, 0)`,
          status: sql`case when ${s.invoices.balance} - ${payment.amount} <= 0 then 'PAID' else 'OPEN' end`,
        })
        .where(eq(s.invoices.invoiceId, payment.invoiceId));
      await tx
        .update(s.accounts)
        .set({ balance: sql`greatest(${s.accounts.balance} - ${payment.amount}, 0)` })
        .where(eq(s.accounts.accountId, accountId));
      settled.push({ paymentId: payment.paymentId, invoiceId: payment.invoiceId, accountId, outcome: 'PAID' });
    }
    return settled;
  });
}

export async function paymentsOfInvoice(db: Db, invoiceId: number): Promise<PaymentRow[]> {
  return db.select().from(s.payments).where(eq(s.payments.invoiceId, invoiceId)).orderBy(asc(s.payments.paymentId));
}

/** Whether a payment by this method is still PROCESSING (the method may not be removed then). */
export async function methodHasProcessingPayment(db: Db, accountId: number, uid: string): Promise<boolean> {
  const rows = await db
    .select({ id: s.payments.paymentId })
    .from(s.payments)
    .where(and(eq(s.payments.accountId, accountId), eq(s.payments.paymentMethodUid, uid), eq(s.payments.status, 'PROCESSING')))
    .limit(1);
  return rows.length > 0;
}
