import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../src/contract/account';
import { auditLog } from '../db/schema';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};
const child1 = 2;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'user', 'nochat', 'billing']) keys[name] = (await login(ctx.app, name)).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string>) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));

describe('GET /api/accounts/{id}', () => {
  it('gives the company, its numbers, recordings and directory to the account\'s users only', async () => {
    const res = await get(`/api/accounts/${child1}`, keys['user']!);
    expect(res.status).toBe(200);
    const account = accountSchema.parse(await res.json());
    expect(account.accountName).toBe('Harbor Law – Downtown');
    expect(account.phoneNumbers.length).toBeGreaterThan(0);
    expect(account.users.map((u) => u.displayName)).toContain('Daniel Cho');
    expect(account.accountFeatures).toContainEqual({ featureKey: 'ALLOW_CALL_FORWARDING', status: 'ENABLED' });
    expect((await get(`/api/accounts/${child1}`, keys['nochat']!)).status).toBe(403);
    expect((await get('/api/accounts/abc', keys['user']!)).status).toBe(404);
  });
});

describe('POST /api/accounts/{id}', () => {
  it('lets the GLOBALADMIN edit the company and records who changed what', async () => {
    const res = await post(`/api/accounts/${child1}`, keys['admin']!, {
      editType: 'company',
      accountName: 'Harbor Law – Downtown Offices',
      companyFax: '(503) 555-0199',
      website: 'https://downtown.harborlaw.example',
    });
    expect(res.status).toBe(200);
    const account = accountSchema.parse(await res.json());
    expect(account).toMatchObject({ accountName: 'Harbor Law – Downtown Offices', companyFax: '+15035550199' });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.update'));
    expect(entry!.userId).toBe(1);
    expect(entry!.detail).toMatchObject({
      accountId: child1,
      editType: 'company',
      changes: { accountName: { from: 'Harbor Law – Downtown', to: 'Harbor Law – Downtown Offices' }, companyFax: { from: null, to: '+15035550199' } },
    });
  });

  it('edits a service address; refuses incomplete input and other roles', async () => {
    const address = { editType: 'service', address1: '10 Downing St', city: 'London', state: 'Greater London', zip: 'SW1A 2AA', country: 'GB' };
    const ok = accountSchema.parse(await (await post(`/api/accounts/${child1}`, keys['admin']!, address)).json());
    expect(ok).toMatchObject({ shippingSameAsBilling: 'N', shippingTerritory: 'Greater London', shippingPostalCode: 'SW1A 2AA', shippingCountryName: 'United Kingdom' });
    expect((await post(`/api/accounts/${child1}`, keys['admin']!, { ...address, city: '' })).status).toBe(400);
    expect((await post(`/api/accounts/${child1}`, keys['admin']!, { ...address, country: 'FR' })).status).toBe(400);
    expect((await post(`/api/accounts/${child1}`, keys['admin']!, { editType: 'company', website: 'javascript:alert(1)' })).status).toBe(400);
    expect((await post(`/api/accounts/${child1}`, keys['admin']!, { editType: 'company', accountName: 'x'.repeat(101) })).status).toBe(400);
    expect((await post(`/api/accounts/${child1}`, keys['user']!, { editType: 'company', accountName: 'Mine' })).status).toBe(403);
    expect((await post('/api/accounts/1', keys['billing']!, { editType: 'company', accountName: 'Mine' })).status).toBe(403);
  });
});

describe('a billing administrator', () => {
  const billingAddress = { editType: 'billing', address1: '1 Harbor Way', city: 'Portland', state: 'OR', zip: '97204', country: 'US' };

  it('reads the account as Billing shows it: the billing data, not its numbers, greetings or users', async () => {
    const account = accountSchema.parse(await (await get('/api/accounts/1', keys['billing']!)).json());
    expect(account.invoices?.length).toBeGreaterThan(0);
    expect(account.balance).toBeTypeOf('number');
    expect(account).toMatchObject({ phoneNumbers: [], recordings: [], users: [], vipForwardingNumber: null });
    // The account's GLOBALADMIN still reads all of it.
    const full = accountSchema.parse(await (await get('/api/accounts/1', keys['admin']!)).json());
    expect(full.users.length).toBeGreaterThan(0);
    expect(full.phoneNumbers.length).toBeGreaterThan(0);
  });

  it('gets back, after a billing address edit, the account as GET gives it (the screen replaces its copy with it)', async () => {
    const res = await post('/api/accounts/1', keys['billing']!, billingAddress);
    expect(res.status).toBe(200);
    const edited = accountSchema.parse(await res.json());
    expect(edited.billingAddress1).toBe('1 Harbor Way');
    expect(edited).toEqual(accountSchema.parse(await (await get('/api/accounts/1', keys['billing']!)).json()));
    expect(edited.invoices?.length).toBeGreaterThan(0);
    expect(edited.users).toEqual([]);
  });
});
