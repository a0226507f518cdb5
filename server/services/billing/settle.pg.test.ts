/**
 * Two server processes on one PostgreSQL (billing-account §4 Payment flow): settle runs on both
 * at once claim disjoint payments (FOR UPDATE SKIP LOCKED), so every payment is settled exactly
 * once and every balance lowered once; a payment sent to both at once with one idempotency key
 * is charged once. Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { startPayment } from '../../db/repositories/billing-payments';
import { accounts, invoices, payments } from '../../db/schema';
import { createLocalProcessor } from './local-processor';
import { settleDuePayments } from './settle';

const url = process.env['TEST_DATABASE_URL'];
const ACCOUNT = 4;

describe.skipIf(!url)('payments over PostgreSQL with two processes', () => {
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    a = await openDatabase({ url: url! });
    await prepareDatabase(a, { messages: 50 });
    b = await openDatabase({ url: url! });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  async function processingPayments(count: number, amount: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const [invoice] = await a.db
        .insert(invoices)
        .values({ accountId: ACCOUNT, invoiceNumber: `INV-PG-${Date.now()}-${i}`, status: 'PROCESSING', invoiceDate: new Date(), amountDue: amount, debit: amount, balance: amount })
        .returning();
      await a.db.insert(payments).values({ invoiceId: invoice!.invoiceId, accountId: ACCOUNT, paymentMethodUid: 'pm_4_card', amount, status: 'PROCESSING', createdAt: new Date(Date.now() - 60_000) });
      ids.push(invoice!.invoiceId);
    }
    return ids;
  }

  it('settles each payment once when both processes run the settle step at the same time', async () => {
    const invoiceIds = await processingPayments(24, 10);
    await a.db.update(accounts).set({ balance: 1000 }).where(eq(accounts.accountId, ACCOUNT));
    const processor = createLocalProcessor();
    const run = (database: Database) => settleDuePayments({ database, hub: null, processor, settleAfterMs: 0, limit: 4 });
    const settled = [];
    for (let round = 0; round < 10; round++) {
      const batches = await Promise.all([run(a), run(b), run(a), run(b)]);
      settled.push(...batches.flat());
      if (batches.every((batch) => batch.length === 0)) break;
    }
    const mine = settled.filter((p) => invoiceIds.includes(p.invoiceId));
    expect(mine).toHaveLength(24);
    expect(new Set(mine.map((p) => p.paymentId)).size).toBe(24);
    const rows = await a.db.select().from(invoices).where(inArray(invoices.invoiceId, invoiceIds));
    expect(rows.every((r) => r.status === 'PAID' && r.balance === 0 && r.payments === 10)).toBe(true);
    const [account] = await a.db.select().from(accounts).where(eq(accounts.accountId, ACCOUNT));
    expect(account!.balance).toBe(1000 - 240);
  });

  it('charges once when the same payment reaches both processes at once', async () => {
    const [invoice] = await a.db
      .insert(invoices)
      .values({ accountId: ACCOUNT, invoiceNumber: `INV-PG-${Date.now()}-pay`, status: 'OPEN', invoiceDate: new Date(), amountDue: 50, debit: 50, balance: 50 })
      .returning();
    let charges = 0;
    const charge = async () => {
      charges++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 'processing' as const, reference: `pi_pg_${charges}` };
    };
    const input = {
      accountId: ACCOUNT, invoiceId: invoice!.invoiceId, paymentMethodUid: 'pm_4_card', amount: 50, surchargeAmount: 0, surcharge: null,
      idempotencyKey: `pg-double-${Date.now()}`, userId: 1, supportAgentId: null,
    };
    const [first, second] = await Promise.all([startPayment(a.db, input, charge), startPayment(b.db, input, charge)]);
    expect(charges).toBe(1);
    expect(first.kind).toBe('charged');
    expect(second.kind).toBe('charged');
    if (first.kind === 'charged' && second.kind === 'charged') expect(first.payment.paymentId).toBe(second.payment.paymentId);
    expect(await a.db.select().from(payments).where(eq(payments.invoiceId, invoice!.invoiceId))).toHaveLength(1);
  });
});
