/**
 * Billing-only users (core §2, billing-account §6: every role BILLING_ADMIN, only /billing and
 * /profile): the server answers them the billing and profile calls and nothing of the inbox.
 * Swept over the endpoint table like the gates (gate.test.ts), so a new endpoint is closed to them
 * until its contract entry says `openToBillingOnly`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { billingOnlyMessage } from '../http/billing-only';
import { messages, portalErrorHeader } from '../http/errors';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { pinnedRequest } from './fuzz/pinned';

let ctx: TestContext;
let billing: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  billing = (await login(ctx.app, 'billing')).sessionKey;
  admin = (await login(ctx.app, 'admin')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));
const post = (path: string, key: string, values: Record<string, string> = {}) => ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));

/** A request for each endpoint of the table (generated from its schemas: the guard answers before they are read). */
const tableRequest = (name: EndpointName): [string, RequestInit] => {
  const c = pinnedRequest(endpoints[name]);
  return [c.path, { method: c.method, headers: c.headers, body: c.body }];
};

describe('billing-only users', () => {
  it('are refused every endpoint of the table that needs a session and is not open to them, with 403 and why', async () => {
    const closed: EndpointName[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      if ((endpoints[name] as EndpointDef).openToBillingOnly) continue;
      const res = await ctx.app.request(...tableRequest(name));
      if (res.status === 401 && res.headers.get(portalErrorHeader) === messages.notLoggedIn) closed.push(name);
    }
    expect(closed.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const name of closed) {
      const [path, init] = tableRequest(name);
      const res = await ctx.app.request(path, bearer(billing, init));
      if (res.status !== 403 || res.headers.get(portalErrorHeader) !== billingOnlyMessage) wrong.push(`${name}: ${res.status} ${res.headers.get(portalErrorHeader)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('are refused the inbox, texts, contacts, VIP, blocked, statuses, leads and insights', async () => {
    const refused = [
      await get('/api/messages', billing),
      await get('/api/smsTasks', billing),
      await post('/api/smsTasks', billing, { message: 'hello', destinationNumber: '+15035550100', sourceNumber: '+15035858090' }),
      await get('/api/vipCallers/?accountId=1', billing),
      await get('/api/blockNumbers/?accountId=1', billing),
      await get('/api/status', billing),
      await get('/api/statusLists', billing),
      await get('/api/leads?accountId=1', billing),
      await post('/api/contacts', billing, { firstName: 'Ann' }),
      await get('/api/accounts/1/reports/current', billing),
      await post('/api/me/holdCalls', billing, { holdCalls: 'Y' }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(billingOnlyMessage);
    }
  });

  it('get their billing, their account and their profile calls', async () => {
    expect((await get('/api/accounts/1', billing)).status).toBe(200);
    expect((await get('/api/accounts/1/paymentMethods', billing)).status).toBe(200);
    expect((await get('/api/publicKey/webApi', billing)).status).toBe(200);
    // A wrong current password is the profile handler's own answer, not the guard's.
    const change = await post('/api/me/changePassword', billing, { currentPassword: 'not-it', newPassword: 'Another-Pass1' });
    expect(change.headers.get('X-PORTAL-ERROR')).not.toBe(billingOnlyMessage);
  });

  it("see themselves in /api/me with their accounts but none of the accounts' contacts", async () => {
    const res = await get('/api/me', billing);
    expect(res.status).toBe(200);
    const me = (await res.json()) as { userAccountRoles: { userRoleKey: string }[]; contacts: unknown[] };
    expect(me.userAccountRoles.map((r) => r.userRoleKey)).toEqual(['BILLING_ADMIN']);
    expect(me.contacts).toEqual([]);
  });

  it('leave everyone else as they were', async () => {
    expect((await get('/api/smsTasks', admin)).status).toBe(200);
    const me = (await (await get('/api/me', admin)).json()) as { contacts: unknown[] };
    expect(me.contacts.length).toBeGreaterThan(0);
  });

  it('may call exactly the billing, account, profile, push and session endpoints', () => {
    const open = Object.entries(endpoints)
      .filter(([, def]) => 'openToBillingOnly' in def && def.openToBillingOnly)
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'account', 'addressSuggestions', 'autopay', 'changePassword', 'deletePaymentMethod', 'invoice', 'logout', 'me',
        'passwordChangeKeyRequest', 'payInvoice', 'paymentMethods', 'pushPublicKey', 'registerDevice', 'setAccessPin',
        'setPassword', 'stripeCheckout', 'surcharge', 'twoFactorSendEmail', 'twoFactorSendSms', 'twoFactorVerify', 'updateAccount',
      ].sort(),
    );
  });
});
