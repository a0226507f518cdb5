import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../src/contract/account';
import { invoiceDetailSchema, paymentMethodsResponseSchema, surchargeSchema } from '../../src/contract/billing';
import { createSession } from '../db/repositories/session';
import { accounts, auditLog, invoices, paymentMethods, payments, supportAgents } from '../db/schema';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { processorFromEnv } from '../services/billing/processor';
import { settleDuePayments } from '../services/billing/settle';

let ctx: TestContext;
const keys: Record<string, string> = {};
const parent = 1;
const child1 = 2;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'user', 'guest', 'nochat', 'billing', 'partner']) keys[name] = (await login(ctx.app, name)).sessionKey;
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
const freshKey = () => `test-key-${Date.now()}-${++keyNo}`;

/** A fresh OPEN invoice on the account (so tests never share one). */
async function openInvoice(accountId: number, amount = 200): Promise<number> {
  const [row] = await ctx.database.db
    .insert(invoices)
    .values({ accountId, invoiceNumber: `INV-T${Date.now()}${++keyNo}`, status: 'OPEN', invoiceDate: new Date(), amountDue: amount, debit: amount, balance: amount })
    .returning();
  await ctx.database.db.update(accounts).set({ balance: amount }).where(eq(accounts.accountId, accountId));
  return row!.invoiceId;
}

describe('the account with its billing fields', () => {
  it('gives bundles, a year of invoices and balances to GLOBALADMIN and BILLING_ADMIN only', async () => {
    const admin = accountSchema.parse(await (await get(`/api/accounts/${parent}`, keys['admin']!)).json());
    expect(admin.invoices!.length).toBeGreaterThanOrEqual(12);
    expect(new Set(admin.invoices!.map((i) => i.status))).toEqual(new Set(['PAID', 'PROCESSING']));
    expect(admin.accountBundles![0]!.accountProducts.some((p) => p.addon === 'Y')).toBe(true);
    expect(admin.currencyCode).toBe('USD');
    const billing = accountSchema.parse(await (await get(`/api/accounts/${parent}`, keys['billing']!)).json());
    expect(billing.invoices!.length).toBe(admin.invoices!.length);
    const user = accountSchema.parse(await (await get(`/api/accounts/${child1}`, keys['user']!)).json());
    expect(user.accountName).toBe('Harbor Law – Downtown');
    expect(user.invoices).toBeUndefined();
    expect(user.balance).toBeUndefined();
  });
});

describe('authorisation', () => {
  it('refuses billing calls to other roles and to other accounts', async () => {
    for (const who of ['user', 'guest']) expect((await get(`/api/accounts/${child1}/paymentMethods`, keys[who]!)).status).toBe(403);
    expect((await get(`/api/accounts/${parent}/paymentMethods`, keys['partner']!)).status).toBe(403);
    expect((await get(`/api/accounts/${child1}/paymentMethods`, keys['nochat']!)).status).toBe(403);
    expect((await get(`/api/accounts/${parent}/paymentMethods`, keys['billing']!)).status).toBe(200);
    // Another account's invoice or method through one's own account is a 404.
    const [theirs] = await ctx.database.db.select().from(invoices).where(eq(invoices.accountId, 4)).limit(1);
    expect((await get(`/api/accounts/${child1}/invoices/${theirs!.invoiceId}`, keys['admin']!)).status).toBe(404);
    expect((await del(`/api/accounts/${child1}/paymentMethods/pm_4_bank`, keys['admin']!)).status).toBe(404);
  });
});

describe('payment methods and autopay', () => {
  it('lists the methods with display values and the autopay method', async () => {
    const r = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${parent}/paymentMethods`, keys['admin']!)).json());
    expect(r.autopayPaymentMethodUid).toBe('pm_1_card');
    expect(new Set(r.paymentMethods.map((m) => m.type))).toEqual(new Set(['card', 'us_bank_account', 'sepa_debit', 'bacs_debit']));
    expect(r.paymentMethods.find((m) => m.id === 'pm_1_card')).toMatchObject({ defaultAutopay: 'Y', card: { funding: 'credit' } });
    expect(r.paymentMethods.find((m) => m.id === 'pm_1_sepa')!.displayValue).toBe('SEPA Direct Debit ending in 3001');
  });

  it('refuses to delete the default method, deletes another, and makes a method default', async () => {
    const refused = await del(`/api/accounts/4/paymentMethods/pm_4_card`, keys['nochat']!);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('X-PORTAL-ERROR')).toBe(
      'This is your default payment method. To remove this payment method, first replace it with a different payment method. Then come back to remove this payment method.',
    );
    const deleted = paymentMethodsResponseSchema.parse(await (await del(`/api/accounts/4/paymentMethods/pm_4_bacs`, keys['nochat']!)).json());
    expect(deleted.paymentMethods.map((m) => m.id)).not.toContain('pm_4_bacs');
    expect((await del(`/api/accounts/4/paymentMethods/pm_4_bacs`, keys['nochat']!)).status).toBe(404);
    const made = paymentMethodsResponseSchema.parse(await (await post(`/api/accounts/4/autopay`, keys['nochat']!, { autopay: 'Y', paymentMethodUid: 'pm_4_debit' })).json());
    expect(made.autopayPaymentMethodUid).toBe('pm_4_debit');
    expect((await del(`/api/accounts/4/paymentMethods/pm_4_card`, keys['nochat']!)).status).toBe(200);
    expect((await post(`/api/accounts/4/autopay`, keys['nochat']!, { autopay: 'N', paymentMethodUid: 'pm_4_debit' })).status).toBe(400);
  });
});

describe('surcharge and payment', () => {
  it('quotes 3% on a credit card and nothing on a debit card or bank account', async () => {
    const invoiceId = await openInvoice(parent, 100);
    const credit = surchargeSchema.parse(await (await post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: '100', invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_card' })).json());
    expect(credit).toMatchObject({ surchargePercent: 3, surchargeAmount: 3, totalAmount: 103, funding: 'credit', methodType: 'card' });
    const debit = surchargeSchema.parse(await (await post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: '100', invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_debit' })).json());
    expect(debit.surchargeAmount).toBe(0);
    const bank = surchargeSchema.parse(await (await post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: '100', invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_bank' })).json());
    expect(bank.surchargeAmount).toBe(0);
    expect((await post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: '10.001', invoiceId: String(invoiceId), paymentMethodUid: 'pm_1_card' })).status).toBe(400);
    expect((await post(`/api/accounts/${parent}/surcharge`, keys['admin']!, { amount: '100', invoiceId: String(invoiceId), paymentMethodUid: 'pm_4_card' })).status).toBe(404);
  });

  it('charges once for a double click, goes PROCESSING, then PAID when settled', async () => {
    const invoiceId = await openInvoice(parent, 120);
    const body = { paymentMethodUid: 'pm_1_debit', amount: 120, idempotencyKey: freshKey() };
    const [a, b] = await Promise.all([postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, body), postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [pa, pb] = [await a.json(), await b.json()] as { paymentId: number; status: string }[];
    expect(pa!.paymentId).toBe(pb!.paymentId);
    expect(pa!.status).toBe('PROCESSING');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toHaveLength(1);
    // A second payment with another key while the first processes is refused.
    const again = await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { ...body, idempotencyKey: freshKey() });
    expect(again.status).toBe(409);
    expect(again.headers.get('X-PORTAL-ERROR')).toBe('A payment on this invoice is processing.');
    const settled = await settle();
    expect(settled.filter((p) => p.invoiceId === invoiceId)).toEqual([expect.objectContaining({ outcome: 'PAID' })]);
    expect(await settle()).toEqual([]);
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    expect(invoice).toMatchObject({ status: 'PAID', balance: 0, payments: 120 });
    // The same key after settling answers the same payment and charges nothing more.
    const replay = await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, body);
    expect(((await replay.json()) as { paymentId: number }).paymentId).toBe(pa!.paymentId);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toHaveLength(1);
  });

  it('leaves a partly paid invoice OPEN with the rest due, and refuses more than is due', async () => {
    const invoiceId = await openInvoice(parent, 80);
    expect((await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_1_bank', amount: 80.01, idempotencyKey: freshKey() })).status).toBe(409);
    expect((await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_1_bank', amount: 0.5, idempotencyKey: freshKey() })).status).toBe(400);
    expect((await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_1_bank', amount: 30, idempotencyKey: freshKey() })).status).toBe(200);
    await settle();
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    expect(invoice).toMatchObject({ status: 'OPEN', balance: 50, payments: 30 });
  });

  it('needs consent to the credit-card surcharge and records it with the user and the agent', async () => {
    const invoiceId = await openInvoice(parent, 100);
    const path = `/api/accounts/${parent}/invoices/${invoiceId}`;
    const refused = await postJson(path, keys['admin']!, { paymentMethodUid: 'pm_1_card', amount: 100, idempotencyKey: freshKey() });
    expect(refused.status).toBe(409);
    const wrong = await postJson(path, keys['admin']!, { paymentMethodUid: 'pm_1_card', amount: 100, idempotencyKey: freshKey(), surchargeMetadata: { surchargeAmount: 1, surchargePercent: 1, totalAmount: 101, receivedConsent: 'Y' } });
    expect(wrong.status).toBe(409);
    const [agent] = await ctx.database.db.select().from(supportAgents).limit(1);
    const { sessionKey } = await createSession(ctx.database.db, { userId: 1, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const ok = await postJson(path, sessionKey, {
      paymentMethodUid: 'pm_1_card', amount: 100, idempotencyKey: freshKey(), agentUserSession: true,
      surchargeMetadata: { surchargeAmount: 3, surchargePercent: 3, totalAmount: 103, receivedConsent: 'Y', displayedNotice: 'A 3% surcharge applies.' },
    });
    expect(ok.status).toBe(200);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(payment).toMatchObject({ userId: 1, supportAgentId: agent!.supportAgentId, surchargeAmount: 3, status: 'PROCESSING' });
    expect(payment!.surcharge).toMatchObject({ receivedConsent: 'Y', consentUserId: 1, displayedNotice: 'A 3% surcharge applies.' });
    const entries = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'billing.payment'), eq(auditLog.supportAgentId, agent!.supportAgentId)));
    expect(entries.length).toBe(1);
  });

  it('records a declined charge as FAILED and leaves the invoice OPEN', async () => {
    const invoiceId = await openInvoice(parent, 60);
    await ctx.database.db.insert(paymentMethods).values({ paymentMethodUid: 'pm_test_declines', accountId: parent, type: 'card', brand: 'visa', last4: '0341', funding: 'debit' });
    const res = await postJson(`/api/accounts/${parent}/invoices/${invoiceId}`, keys['admin']!, { paymentMethodUid: 'pm_test_declines', amount: 60, idempotencyKey: freshKey() });
    expect(res.status).toBe(402);
    // The processor's codes stay in the payment row for support; the person reads the sentence.
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('Your card was declined.');
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.invoiceId, invoiceId));
    expect(invoice!.status).toBe('OPEN');
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(payment).toMatchObject({ status: 'FAILED', failureMessage: 'Your card was declined.; decline_code=generic_decline' });
  });
});

describe('invoice and its PDF', () => {
  it('gives the lines and a signed PDF address that expires', async () => {
    const [paid] = await ctx.database.db.select().from(invoices).where(and(eq(invoices.accountId, child1), eq(invoices.status, 'PAID'))).limit(1);
    const detail = invoiceDetailSchema.parse(await (await get(`/api/accounts/${child1}/invoices/${paid!.invoiceId}`, keys['admin']!)).json());
    expect(detail.lines.length).toBeGreaterThan(0);
    const url = new URL(detail.pdfInvoiceUrl);
    const pdf = await ctx.app.request(url.pathname + url.search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    url.searchParams.set('signature', 'forged');
    expect((await ctx.app.request(url.pathname + url.search)).status).toBe(403);
    url.searchParams.set('expires', String(Date.now() - 1000));
    expect((await ctx.app.request(url.pathname + url.search)).status).toBe(403);
  });
});

describe('adding a method through the hosted pages', () => {
  it('adds a test card once and returns to /billing?tab=2; a declined card stays on the page', async () => {
    const { url } = (await (await get(`/api/accounts/${child1}/stripeCheckout`, keys['admin']!)).json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/pay\/checkout\//);
    expect((await ctx.app.request(path)).status).toBe(200);
    const submit = (number: string) =>
      ctx.app.request(path, { method: 'POST', headers: { Origin: 'http://localhost' }, body: new URLSearchParams({ name: 'Olivia Bennett', number, expiry: '12/39', cvc: '123' }) });
    const declined = await submit('4000 0000 0000 0002');
    expect(declined.status).toBe(400);
    expect(await declined.text()).toContain('Your card was declined.');
    const done = await submit('4000 0566 5566 5556');
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toMatch(/\/billing\?tab=2&account=2$/);
    expect((await submit('4242424242424242')).status).toBe(404);
    const methods = await ctx.database.db.select().from(paymentMethods).where(and(eq(paymentMethods.accountId, child1), eq(paymentMethods.last4, '5556')));
    expect(methods).toEqual([expect.objectContaining({ funding: 'debit', type: 'card', billingName: 'Olivia Bennett' })]);
  });

  it('links a bank account through the bank-link page', async () => {
    const { url } = (await (await get(`/api/accounts/${child1}/stripeCheckout?kind=bank`, keys['admin']!)).json()) as { url: string };
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/pay\/bank-link\//);
    const res = await ctx.app.request(path, { method: 'POST', headers: { Origin: 'http://localhost' }, body: new URLSearchParams({ name: 'Harbor Law', routing: '110000000', account: '000123456789', accountType: 'savings' }) });
    expect(res.status).toBe(303);
    const r = paymentMethodsResponseSchema.parse(await (await get(`/api/accounts/${child1}/paymentMethods`, keys['admin']!)).json());
    expect(r.paymentMethods.find((m) => m.last4 === '6789' && m.us_bank_account?.account_type === 'savings')).toBeTruthy();
  });
});

describe('address suggestions', () => {
  it('answers at most 10 from the bundled data set, per country, to administrators only', async () => {
    const res = await get('/api/addressSuggestions?search=11%20Portland&country=US', keys['billing']!);
    const { suggestions } = (await res.json()) as { suggestions: { address1: string; country: string }[] };
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toMatchObject({ address1: '1120 SW Fifth Ave', country: 'US' });
    const de = (await (await get('/api/addressSuggestions?search=munchen&country=DE', keys['admin']!)).json()) as { suggestions: { city: string }[] };
    expect(de.suggestions).toEqual([expect.objectContaining({ city: 'München' })]);
    expect((await get('/api/addressSuggestions?search=1120&country=FR', keys['admin']!)).status).toBe(400);
    expect((await get('/api/addressSuggestions?search=1120&country=US', keys['user']!)).status).toBe(403);
  });
});
