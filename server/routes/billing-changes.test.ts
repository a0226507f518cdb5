/**
 * Billing changes and the rules around them (billing-account §4, §5, §7): every change reaches
 * the account's users over /update, the amount's 10 characters, expired cards, a method with a
 * payment in progress, autopay whose method is gone, and the audited billing-address edits.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentMethodsResponseSchema } from '../../src/contract/billing';
import type { ServerRealtimeMessage } from '../../src/contract/realtime';
import { createSession } from '../db/repositories/session';
import { accounts, auditLog, invoices, payments, supportAgents, users } from '../db/schema';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import type { RealtimeConnection } from '../realtime/hub';
import { processorFromEnv } from '../services/billing/processor';
import { settleDuePayments } from '../services/billing/settle';

let ctx: TestContext;
const keys: Record<string, string> = {};
const parent = 1;
const solo = 4;
const pastDue = 5;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'nochat', 'billing', 'pastdue']) keys[name] = (await login(ctx.app, name)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));
const post = (path: string, key: string, values: Record<string, string>) => ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const postJson = (path: string, key: string, body: unknown) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }));
const del = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key, { method: 'DELETE' }));
const settle = () => settleDuePayments({ database: ctx.database, hub: ctx.hub, processor: processorFromEnv(ctx.env), settleAfterMs: 0 });
let keyNo = 0;
const freshKey = () => `changes-key-${Date.now()}-${++keyNo}`;

async function openInvoice(accountId: number, amount: number): Promise<number> {
  const [row] = await ctx.database.db
    .insert(invoices)
    .values({ accountId, invoiceNumber: `INV-C${Date.now()}${++keyNo}`, status: 'OPEN', invoiceDate: new Date(), amountDue: amount, debit: amount, balance: amount })
    .returning();
  return row!.invoiceId;
}

const userId = async (username: string) => (await ctx.database.db.select().from(users).where(eq(users.username, username)))[0]!.userId;

/** A live /update socket of `username` (the hub's own delivery, as the websocket route files it). */
async function socketOf(username: string): Promise<ServerRealtimeMessage[]> {
  const id = await userId(username);
  const { sessionId } = await createSession(ctx.database.db, { userId: id, ttlMs: 600_000, twoFactorSatisfied: true });
  const received: ServerRealtimeMessage[] = [];
  const conn: RealtimeConnection = { send: (message) => received.push(message), close: () => {} };
  ctx.hub.add(conn);
  ctx.hub.authenticate(conn, id, sessionId);
  return received;
}

describe('every billing change tells the account users over /update', () => {
  it('pay, settle, autopay, delete and an added method each send an account update; other accounts hear nothing', async () => {
    const insider = await socketOf('nochat');
    const outsider = await socketOf('admin');
    const accountUpdate = expect.objectContaining({ type: 'update', update: true, areas: ['account'] });
    const expectUpdate = async (change: () => Promise<unknown>) => {
      insider.length = 0;
      outsider.length = 0;
      await change();
      await vi.waitFor(() => expect(insider).toContainEqual(accountUpdate), { timeout: 5000 });
      // Both sockets are served by the same delivery: the outsider would have it by now.
      expect(outsider).toEqual([]);
    };

    const invoiceId = await openInvoice(solo, 90);
    await expectUpdate(async () => {
      expect((await postJson(`/api/accounts/${solo}/invoices/${invoiceId}`, keys['nochat']!, { paymentMethodUid: 'pm_4_bank', amount: 90, idempotencyKey: freshKey() })).status).toBe(200);
    });
    await expectUpdate(async () => expect((await settle()).map((p) => p.invoiceId)).toContain(invoiceId));
    await expectUpdate(async () => expect((await post(`/api/accounts/${solo}/autopay`, keys['nochat']!, { autopay: 'Y', paymentMethodUid: 'pm_4_debit' })).status).toBe(200));
    await expectUpdate(async () => expect((await del(`/api/accounts/${solo}/paymentMethods/pm_4_bacs`, keys['nochat']!)).status).toBe(200));
    await expectUpdate(async () => {
      const { url } = (await (await get(`/api/accounts/${solo}/stripeCheckout`, keys['nochat']!)).json()) as { url: string };
      const page = new URL(url).pathname;
      const body = new URLSearchParams({ name: 'Ava Turner', number: '5555555555554444', expiry: '12/39', cvc: '123' });
      expect((await ctx.app.request(page, { method: 'POST', headers: { Origin: 'http://localhost' }, body })).status).toBe(303);
    });
  });
});

describe('the payment amount on arrival (billing-account §5: at most 10 characters)', () => {
  it('refuses an 11-character amount on the surcharge and the payment, and takes 10', async () => {
    const invoiceId = await openInvoice(parent, 9_999_999.99);
    const quote = (amount: string) => post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount, invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_debit' });
    const long = await quote('99999999.99');
    expect(long.status).toBe(400);
    expect(long.headers.get('X-PORTAL-ERROR')).toBe('The amount may have at most 10 characters.');
    expect((await quote('9999999.99')).status).toBe(200);
    const pay = await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_1_debit', amount: 99_999_999.99, idempotencyKey: freshKey() });
    expect(pay.status).toBe(400);
    expect(pay.headers.get('X-PORTAL-ERROR')).toBe('The amount may have at most 10 characters.');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([]);
  });
});

describe('expired cards', () => {
  it("refuses paying with the past-due account's expired card and takes its valid one", async () => {
    const methods = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${pastDue}/paymentMethods`, keys['pastdue']!)).json());
    const expired = methods.paymentMethods.find((m) => m.id === 'pm_5_card')!;
    expect(expired.exp_year).toBeLessThan(new Date().getUTCFullYear());
    expect(methods.paymentMethods.map((m) => m.id)).toContain('pm_5_debit');
    const invoiceId = await openInvoice(pastDue, 50);
    const path = `/api/accounts/${pastDue}/invoices/${invoiceId}`;
    const consent = { surchargeAmount: 1.5, surchargePercent: 3, totalAmount: 51.5, receivedConsent: 'Y' };
    const refused = await postJson(path, keys['pastdue']!, { paymentMethodUid: 'pm_5_card', amount: 50, idempotencyKey: freshKey(), surchargeMetadata: consent });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('X-PORTAL-ERROR')).toBe('This card has expired. Choose another payment method.');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([]);
    expect((await postJson(path, keys['pastdue']!, { paymentMethodUid: 'pm_5_debit', amount: 50, idempotencyKey: freshKey() })).status).toBe(200);
  });

  it('refuses making an expired card the autopay method', async () => {
    const refused = await post(`/api/accounts/${pastDue}/autopay`, keys['pastdue']!, { autopay: 'Y', paymentMethodUid: 'pm_5_card' });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('X-PORTAL-ERROR')).toBe('This card has expired. Choose another payment method.');
    const methods = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${pastDue}/paymentMethods`, keys['pastdue']!)).json());
    expect(methods.autopayPaymentMethodUid).not.toBe('pm_5_card');
  });
});

describe('surcharge quote', () => {
  it('quotes only an amount up to what is due', async () => {
    const invoiceId = await openInvoice(parent, 60);
    const quote = (amount: number) => post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: String(amount), invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_card' });
    expect((await quote(60)).status).toBe(200);
    const above = await quote(60.01);
    expect(above.status).toBe(409);
    expect(above.headers.get('X-PORTAL-ERROR')).toBe('The amount is more than the amount due.');
  });
});

describe('deleting a method', () => {
  it('refuses a method with a payment in progress (409), then deletes it once the payment settled', async () => {
    const invoiceId = await openInvoice(parent, 40);
    expect((await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_1_savings', amount: 40, idempotencyKey: freshKey() })).status).toBe(200);
    const busy = await del(`/api/accounts/${parent}/paymentMethods/pm_1_savings`, keys['admin']!);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('X-PORTAL-ERROR')).toBe('This payment method has a payment in progress; try again once it has settled.');
    await settle();
    expect((await del(`/api/accounts/${parent}/paymentMethods/pm_1_savings`, keys['admin']!)).status).toBe(200);
  });
});

describe('autopay whose method is gone (billing-account §4)', () => {
  const autopayOf = async (accountId: number) => (await ctx.database.db.select().from(accounts).where(eq(accounts.accountId, accountId)))[0]!.autopayPaymentMethodUid;
  const autopayAudits = () => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.autopay'));

  it('is never repaired by looking: GET paymentMethods and the account write nothing', async () => {
    // As if the processor had removed the autopay card outside the portal.
    await ctx.database.db.update(accounts).set({ autopayPaymentMethodUid: 'pm_removed_at_processor' }).where(eq(accounts.accountId, parent));
    const before = (await autopayAudits()).length;
    const listed = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${parent}/paymentMethods`, keys['admin']!)).json());
    expect(listed.autopayPaymentMethodUid).toBe('pm_removed_at_processor');
    expect(listed.paymentMethods.some((m) => m.defaultAutopay === 'Y')).toBe(false);
    expect((await get(`/api/accounts/${parent}`, keys['admin']!)).status).toBe(200);
    expect(await autopayOf(parent)).toBe('pm_removed_at_processor');
    expect((await autopayAudits()).length).toBe(before);
  });

  it('is re-enabled with the first method when a method is deleted, recorded with the user and the agent', async () => {
    await ctx.database.db.update(accounts).set({ autopayPaymentMethodUid: 'pm_removed_at_processor' }).where(eq(accounts.accountId, parent));
    const [agent] = await ctx.database.db.select().from(supportAgents).limit(1);
    const { sessionKey } = await createSession(ctx.database.db, { userId: await userId('admin'), supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const after = paymentMethodsResponseSchema.parse(await (await del(`/api/accounts/${parent}/paymentMethods/pm_1_sepa`, sessionKey)).json());
    // pm_1_card is the account's oldest method.
    expect(after.autopayPaymentMethodUid).toBe('pm_1_card');
    expect(after.paymentMethods.find((m) => m.id === 'pm_1_card')!.defaultAutopay).toBe('Y');
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.autopay')).orderBy(desc(auditLog.auditId)).limit(1);
    expect(entry).toMatchObject({ supportAgentId: agent!.supportAgentId, detail: { accountId: parent, from: 'pm_removed_at_processor', to: 'pm_1_card' } });
  });

  it('is re-enabled with the first method when a method is added', async () => {
    await ctx.database.db.update(accounts).set({ autopayPaymentMethodUid: 'pm_removed_at_processor' }).where(eq(accounts.accountId, solo));
    const { url } = (await (await get(`/api/accounts/${solo}/stripeCheckout?kind=bank`, keys['nochat']!)).json()) as { url: string };
    const body = new URLSearchParams({ name: 'Turner Family Dental', routing: '110000000', account: '000123454321', accountType: 'checking' });
    expect((await ctx.app.request(new URL(url).pathname, { method: 'POST', headers: { Origin: 'http://localhost' }, body })).status).toBe(303);
    const listed = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${solo}/paymentMethods`, keys['nochat']!)).json());
    expect(listed.autopayPaymentMethodUid).toBe(listed.paymentMethods[0]!.id);
  });

  it('leaves autopay alone when its method is still there', async () => {
    await ctx.database.db.update(accounts).set({ autopayPaymentMethodUid: 'pm_1_debit' }).where(eq(accounts.accountId, parent));
    const after = paymentMethodsResponseSchema.parse(await (await del(`/api/accounts/${parent}/paymentMethods/pm_1_bacs`, keys['admin']!)).json());
    expect(after.autopayPaymentMethodUid).toBe('pm_1_debit');
  });
});

describe('billing address edits (billing-account §7 POST /api/accounts/{id})', () => {
  const address = { editType: 'billing', address1: '500 NE Multnomah St', city: 'Portland', state: 'OR', zip: '97232', country: 'US' };
  const lastEdit = async () =>
    (await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.update'))).orderBy(desc(auditLog.auditId)).limit(1))[0]!;

  it("lets the BILLING_ADMIN edit the billing address (not the service address) and saves changeSource and changeSummary", async () => {
    const res = await post(`/api/accounts/${parent}`, keys['billing']!, { ...address, changeSummary: 'Billing address edited in the portal' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ billingAddress1: '500 NE Multnomah St', billingUsZip: '97232' });
    expect(await lastEdit()).toMatchObject({
      userId: await userId('billing'),
      supportAgentId: null,
      detail: { accountId: parent, editType: 'billing', changeSource: 'PORTAL', changeSummary: 'Billing address edited in the portal', changes: { billingAddress1: { to: '500 NE Multnomah St' } } },
    });
    expect((await post(`/api/accounts/${parent}`, keys['billing']!, { ...address, editType: 'service' })).status).toBe(403);
  });

  it('records an agent session edit as changeSource AGENT with both names', async () => {
    const [agent] = await ctx.database.db.select().from(supportAgents).limit(1);
    const { sessionKey } = await createSession(ctx.database.db, { userId: await userId('billing'), supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const res = await post(`/api/accounts/${parent}`, sessionKey, { ...address, address1: '501 NE Multnomah St', changeSource: 'AGENT', changeSummary: 'Moved offices (by phone)' });
    expect(res.status).toBe(200);
    expect(await lastEdit()).toMatchObject({
      userId: await userId('billing'),
      supportAgentId: agent!.supportAgentId,
      detail: { changeSource: 'AGENT', changeSummary: 'Moved offices (by phone)', changes: { billingAddress1: { from: '500 NE Multnomah St', to: '501 NE Multnomah St' } } },
    });
  });
});
