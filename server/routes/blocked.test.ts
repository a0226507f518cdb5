import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { blockedNumberSchema } from '../../src/contract/blocked';
import { userSchema } from '../../src/contract/session';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let userKey: string;
let guestKey: string;
let outcallKey: string;
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
  child1 = (await accountsOf(userKey))[0]!;
  child2 = (await accountsOf(outcallKey))[0]!;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string>) =>
  ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));

describe('blocked numbers', () => {
  it('blocks a number, stored as + and digits, and lists it for the account only', async () => {
    const res = await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '(503) 555-0101',
      name: 'Robo',
      company: '',
    });
    expect(res.status).toBe(200);
    const row = blockedNumberSchema.parse(await res.json());
    expect(row).toMatchObject({
      accountId: child1,
      phoneNumber: '+15035550101',
      name: 'Robo',
      company: null,
    });
    const list = z
      .array(blockedNumberSchema)
      .parse(await (await get(`/api/blockNumbers/?accountId=${child1}`, userKey)).json());
    expect(list.some((b) => b.entryId === row.entryId)).toBe(true);
    expect(list.every((b) => b.accountId === child1)).toBe(true);
  });

  it('refuses a duplicate with the spec text', async () => {
    await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '+15035550102',
    });
    const res = await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '503-555-0102',
    });
    expect(res.status).toBe(409);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('This phone number has already been blocked.');
  });

  it('enforces lengths and a valid phone', async () => {
    const long = await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '5035550103',
      name: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    const ok = await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '5035550104',
      name: 'x'.repeat(100),
    });
    expect(ok.status).toBe(200);
    const bad = await post('/api/blockNumbers/', userKey, {
      accountId: String(child1),
      phoneNumber: '555-01',
    });
    expect(bad.status).toBe(400);
  });

  it('edits and unblocks', async () => {
    const created = blockedNumberSchema.parse(
      await (
        await post('/api/blockNumbers/', userKey, {
          accountId: String(child1),
          phoneNumber: '5035550105',
        })
      ).json(),
    );
    const edit = await post('/api/editBlockNumbers/', userKey, {
      entryId: String(created.entryId),
      accountId: String(child1),
      phoneNumber: '5035550106',
      name: 'Changed',
      company: 'Co',
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({
      phoneNumber: '+15035550106',
      name: 'Changed',
      company: 'Co',
    });
    const unblock = await post('/api/blockNumbers/unblock', userKey, {
      accountId: String(child1),
      existingNumber: '+15035550106',
    });
    expect(unblock.status).toBe(200);
    const list = z
      .array(blockedNumberSchema)
      .parse(await (await get(`/api/blockNumbers/?accountId=${child1}`, userKey)).json());
    expect(list.some((b) => b.entryId === created.entryId)).toBe(false);
  });

  it('refuses a GUEST-only account and another account (403), and never edits across accounts', async () => {
    expect((await get(`/api/blockNumbers/?accountId=${child1}`, guestKey)).status).toBe(403);
    expect(
      (
        await post('/api/blockNumbers/', guestKey, {
          accountId: String(child1),
          phoneNumber: '5035550107',
        })
      ).status,
    ).toBe(403);
    expect((await get(`/api/blockNumbers/?accountId=${child2}`, userKey)).status).toBe(403);
    const theirs = blockedNumberSchema.parse(
      await (
        await post('/api/blockNumbers/', outcallKey, {
          accountId: String(child2),
          phoneNumber: '5035550108',
        })
      ).json(),
    );
    // The user names his own account but another account's entry: not found, nothing changes.
    const edit = await post('/api/editBlockNumbers/', userKey, {
      entryId: String(theirs.entryId),
      accountId: String(child1),
      phoneNumber: '5035550109',
    });
    expect(edit.status).toBe(404);
    const list = z
      .array(blockedNumberSchema)
      .parse(await (await get(`/api/blockNumbers/?accountId=${child2}`, outcallKey)).json());
    expect(list.find((b) => b.entryId === theirs.entryId)?.phoneNumber).toBe('+15035550108');
  });
});
