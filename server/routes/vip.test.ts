import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { vipCallerSchema } from '../../src/contract/vip';
import { userSchema } from '../../src/contract/session';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let userKey: string;
let guestKey: string;
let outcallKey: string;
let adminKey: string;
let child1: number;
let child2: number;

async function accountsOf(sessionKey: string): Promise<number[]> {
  const res = await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
  return userSchema.parse(await res.json()).userAccountRoles.map((r) => r.accountId);
}

beforeAll(async () => {
  ctx = await createTestContext();
  userKey = (await login(ctx.app, 'user')).sessionKey;
  guestKey = (await login(ctx.app, 'guest')).sessionKey;
  outcallKey = (await login(ctx.app, 'outcall')).sessionKey;
  adminKey = (await login(ctx.app, 'admin')).sessionKey;
  child1 = (await accountsOf(userKey))[0]!;
  child2 = (await accountsOf(outcallKey))[0]!;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string>) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));

describe('VIP callers', () => {
  it('creates, updates and deletes, storing + and digits', async () => {
    const res = await post('/api/vipCallers/create', userKey, {
      accountId: String(child1),
      name: 'Ada VIP',
      company: 'Acme',
      phoneNumber: '(503) 555-0201',
    });
    expect(res.status).toBe(200);
    const vip = vipCallerSchema.parse(await res.json());
    expect(vip.phoneNumber).toBe('+15035550201');
    const upd = await post('/api/vipCallers/update', userKey, {
      vipCallerId: String(vip.vipCallerId),
      accountId: String(child1),
      name: 'Ada V',
      company: '',
      phoneNumber: '5035550202',
    });
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({
      name: 'Ada V',
      company: null,
      phoneNumber: '+15035550202',
    });
    const del = await post('/api/vipCallers/delete', userKey, {
      vipCallerId: String(vip.vipCallerId),
      accountId: String(child1),
    });
    expect(del.status).toBe(200);
    const list = z
      .array(vipCallerSchema)
      .parse(await (await get(`/api/vipCallers/?accountId=${child1}`, userKey)).json());
    expect(list.some((v) => v.vipCallerId === vip.vipCallerId)).toBe(false);
  });

  it('refuses a duplicate with the spec text and names of 70 characters', async () => {
    await post('/api/vipCallers/create', userKey, {
      accountId: String(child1),
      name: 'Dup',
      phoneNumber: '5035550203',
    });
    const dup = await post('/api/vipCallers/create', userKey, {
      accountId: String(child1),
      name: 'Dup 2',
      phoneNumber: '+1 503 555 0203',
    });
    expect(dup.status).toBe(409);
    expect(dup.headers.get('X-PORTAL-ERROR')).toBe('This phone number has already been added as a VIP Contact.');
    const long = await post('/api/vipCallers/create', userKey, {
      accountId: String(child1),
      name: 'x'.repeat(70),
      phoneNumber: '5035550204',
    });
    expect(long.status).toBe(400);
    const ok = await post('/api/vipCallers/create', userKey, {
      accountId: String(child1),
      name: 'x'.repeat(69),
      phoneNumber: '5035550204',
    });
    expect(ok.status).toBe(200);
  });

  it('answers the same number sent several times at once with one entry and the duplicate text, never a 500', async () => {
    const fields = { accountId: String(child1), phoneNumber: '(503) 555-0177', name: 'Twice', company: '' };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/vipCallers/create', userKey, fields)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) {
      expect(r.headers.get('X-PORTAL-ERROR')).toBe('This phone number has already been added as a VIP Contact.');
    }
    const blocked = await Promise.all([1, 2, 3, 4].map(() => post('/api/blockNumbers/', userKey, { ...fields, name: 'Twice' })));
    expect(blocked.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('is refused for restricted roles and other accounts', async () => {
    expect((await get(`/api/vipCallers/?accountId=${child1}`, guestKey)).status).toBe(403);
    expect((await get(`/api/vipCallers/?accountId=${child2}`, userKey)).status).toBe(403);
    const theirs = vipCallerSchema.parse(
      await (
        await post('/api/vipCallers/create', outcallKey, {
          accountId: String(child2),
          name: 'Theirs',
          phoneNumber: '5035550205',
        })
      ).json(),
    );
    expect(
      (
        await post('/api/vipCallers/delete', userKey, {
          vipCallerId: String(theirs.vipCallerId),
          accountId: String(child1),
        })
      ).status,
    ).toBe(404);
  });

  it('sets the VIP forwarding number (GLOBALADMIN only; not 12 characters clears it)', async () => {
    expect(
      (
        await post('/api/accounts/updateVipNumber', userKey, {
          accountId: String(child1),
          vipForwardingNumber: '+15035550300',
        })
      ).status,
    ).toBe(403);
    const ok = await post('/api/accounts/updateVipNumber', adminKey, {
      accountId: String(child1),
      vipForwardingNumber: '+15035550300',
    });
    expect(await ok.json()).toEqual({
      accountId: child1,
      vipForwardingNumber: '+15035550300',
    });
    const cleared = await post('/api/accounts/updateVipNumber', adminKey, {
      accountId: String(child1),
      vipForwardingNumber: '+1503555',
    });
    expect(await cleared.json()).toEqual({
      accountId: child1,
      vipForwardingNumber: null,
    });
  });
});
