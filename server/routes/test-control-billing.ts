/**
 * The test surface's billing part (mounted by test-control.ts under /__test): a throwaway
 * billing account per e2e test (its own GLOBALADMIN user, plan with an add-on, OPEN and PAID
 * invoices, a credit card as autopay, a debit card, a bank account, the card that declines
 * every charge and an expired card; or no methods at all with `methods=none`), and a settle run
 * now instead of after the delay.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { nextSerialId } from '../db/repositories/serial-ids';
import { accountBundles, accountProducts, accounts, invoiceLines, invoices, paymentMethods, payments, userAccountRoles, users } from '../db/schema';
import { parseRequest, readInput } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { hashPassword } from '../lib/passwords';
import { processorOf } from '../services/billing/processor';
import { settleDuePayments } from '../services/billing/settle';

const DAY = 86_400_000;

export function billingTestRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/billing/accounts', async (c) => {
    const input = parseRequest(
      z.object({
        password: z.string().min(1).max(100),
        role: z.enum(['GLOBALADMIN', 'BILLING_ADMIN']).default('GLOBALADMIN'),
        // none: an account without stored methods (and so without autopay).
        methods: z.enum(['all', 'none']).default('all'),
      }),
      await readInput(c, { method: 'POST' }),
    );
    const db = c.var.database.db;
    const handle = `e2e-${randomBytes(6).toString('hex')}`;
    const now = Date.now();
    const year = new Date(now).getUTCFullYear();
    // The account number is made from the id: reserve it before the insert.
    const accountId = await nextSerialId(db, accounts.accountId);
    await db.insert(accounts).values({
      accountId, accountNumber: `E2E${accountId}`, accountName: `Billing Test ${handle.slice(4)}`, balance: 0, autopayDays: 3,
      autopayPaymentMethodUid: input.methods === 'all' ? `pm_${handle}_credit` : null, planMinutes: 500, billingAddress1: '1 Test Way', billingCity: 'Portland',
      billingUsState: 'OR', billingUsZip: '97204', billingCountry: 'US', billingCountryName: 'United States',
    });
    const [user] = await db.insert(users).values({
      username: handle, email: `${handle}@example.com`, passwordHash: await hashPassword(input.password),
      firstName: 'Bill', lastName: 'Tester', displayName: 'Bill Tester',
    }).returning({ userId: users.userId });
    const userId = user!.userId;
    await db.insert(userAccountRoles).values({ userId, accountId, userRoleKey: input.role });
    const [bundle] = await db.insert(accountBundles).values({ accountId, description: 'Professional Receptionist', startDate: new Date(now - 400 * DAY) }).returning();
    await db.insert(accountProducts).values([
      { accountBundleId: bundle!.accountBundleId, bundleDescription: 'Receptionist Plan – 500 minutes', plan: 'Y', unitPrice: 329, invoiceLine: 'Monthly plan', periodStart: new Date(now - 10 * DAY) },
      { accountBundleId: bundle!.accountBundleId, bundleDescription: 'Additional agent minutes', usage: 'Y', unitPrice: 1.75, invoiceLine: 'Overage minutes', periodStart: new Date(now - 10 * DAY) },
      { accountBundleId: bundle!.accountBundleId, bundleDescription: 'Live Chat', addon: 'Y', unitPrice: 99, originalUnitPrice: 129, invoiceLine: 'Live chat add-on', periodStart: new Date(now - 10 * DAY) },
    ]);
    const created: { invoiceId: number; invoiceNumber: string; status: string; amountDue: number }[] = [];
    const tag = handle.slice(4).toUpperCase();
    for (const [status, daysAgo, amount] of [['PAID', 70, 329], ['OPEN', 40, 428], ['OPEN', 1, 150]] as const) {
      const [row] = await db.insert(invoices).values({
        accountId, invoiceNumber: `INV-${tag}-${created.length + 1}`, status, invoiceDate: new Date(now - daysAgo * DAY), amountDue: amount, debit: amount,
        payments: status === 'PAID' ? amount : 0, balance: status === 'PAID' ? 0 : amount,
      }).returning();
      await db.insert(invoiceLines).values([
        { invoiceId: row!.invoiceId, transactionId: `txn_${tag}_${row!.invoiceId}_1`, transactionType: 'CHARGE', lineItemText: 'Receptionist Plan – 500 minutes', invoiceQuantity: 1, unitPrice: amount, periodStart: new Date(now - (daysAgo + 30) * DAY), periodEnd: new Date(now - daysAgo * DAY), debit: amount },
      ]);
      if (status === 'PAID') await db.insert(payments).values({ invoiceId: row!.invoiceId, accountId, paymentMethodUid: `pm_${handle}_credit`, amount, status: 'PAID', settledAt: new Date(now - (daysAgo - 2) * DAY) });
      created.push({ invoiceId: row!.invoiceId, invoiceNumber: row!.invoiceNumber, status, amountDue: amount });
    }
    await db.update(accounts).set({ balance: 578 }).where(eq(accounts.accountId, accountId));
    const method = (suffix: string, m: Partial<typeof paymentMethods.$inferInsert>, age: number) => ({
      paymentMethodUid: `pm_${handle}_${suffix}`, accountId, billingName: 'Bill Tester', createdAt: new Date(now - age * 60_000), type: 'card', last4: '0000', ...m,
    });
    if (input.methods === 'all') {
      await db.insert(paymentMethods).values([
        method('credit', { brand: 'visa', last4: '4242', expMonth: 12, expYear: year + 3, funding: 'credit' }, 40),
        method('debit', { brand: 'visa', last4: '5556', expMonth: 6, expYear: year + 2, funding: 'debit' }, 30),
        method('bank', { type: 'us_bank_account', brand: 'CHASE', last4: '6789', bankAccountType: 'checking' }, 20),
        method('declines', { brand: 'visa', last4: '0341', expMonth: 3, expYear: year + 1, funding: 'credit' }, 10),
        method('expired', { brand: 'mastercard', last4: '5454', expMonth: 1, expYear: year - 1, funding: 'credit' }, 5),
      ]);
    }
    return c.json({ ok: true, username: handle, userId, accountId, accountName: `Billing Test ${handle.slice(4)}`, invoices: created });
  });

  // Settles every PROCESSING payment now (the server's own loop waits PORTAL_PAYMENT_SETTLE_SECONDS).
  app.post('/billing/settle', async (c) => {
    const settled = await settleDuePayments({ database: c.var.database, hub: c.var.hub, processor: processorOf(c), settleAfterMs: 0 });
    return c.json({ ok: true, settled });
  });

  return app;
}
