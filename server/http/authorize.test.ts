import { eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { EndpointDef } from '../../src/contract/endpoints';
import { users, userAccountRoles } from '../db/schema';
import { requireAccountAccess } from './authorize';
import { registerEndpoint } from './endpoint';
import { bearer, createTestContext, form, login, type TestContext } from './test-context';
import type { AppEnv } from './types';

const probe = {
  method: 'GET',
  path: '/api/probe/{accountId}',
  params: z.object({ accountId: z.string() }),
  request: z.object({ mode: z.enum(['any', 'userOnly', 'noUser']).default('any') }),
  response: z.object({ accountId: z.number(), roles: z.array(z.string()) }),
} satisfies EndpointDef;

const echo = {
  method: 'POST',
  path: '/api/probe/echo',
  request: z.object({ count: z.coerce.number().int().min(1) }),
  response: z.object({ count: z.number() }),
} satisfies EndpointDef;

const drifted = {
  method: 'GET',
  path: '/api/drifted',
  request: z.object({}),
  response: z.object({ name: z.string() }),
} satisfies EndpointDef;

function probeRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  registerEndpoint(api, probe, async (c, input, { params }) => {
    const rule =
      input.mode === 'userOnly' ? { allow: ['USER'] as const } : input.mode === 'noUser' ? { deny: ['USER'] as const } : {};
    const access = await requireAccountAccess(c, Number(params.accountId), rule);
    return { accountId: access.accountId, roles: access.roles };
  });
  registerEndpoint(api, echo, (_c, input) => ({ count: input.count }));
  registerEndpoint(api, drifted, () => ({ name: 42 }) as unknown as { name: string });
  return api;
}

let ctx: TestContext;
let sessionKey: string;
let own: number;
let other: number;

beforeAll(async () => {
  ctx = await createTestContext({}, { apiRoutes: [probeRoutes()] });
  ({ sessionKey } = await login(ctx.app, 'user'));
  const { db } = ctx.database;
  const [u] = await db.select({ userId: users.userId }).from(users).where(eq(users.username, 'user'));
  const [mine] = await db.select().from(userAccountRoles).where(eq(userAccountRoles.userId, u!.userId));
  own = mine!.accountId;
  const [theirs] = await db.select().from(userAccountRoles).where(ne(userAccountRoles.accountId, own));
  other = theirs!.accountId;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('requireAccountAccess', () => {
  it('passes on an account of the user', async () => {
    const res = await ctx.app.request(`/portalApi/api/probe/${own}`, bearer(sessionKey));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accountId: own, roles: ["USER"] });
  });

  it('refuses another account with 403', async () => {
    const res = await ctx.app.request(`/portalApi/api/probe/${other}`, bearer(sessionKey));
    expect(res.status).toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('You do not have access to this account.');
  });

  it('applies allow and deny role lists', async () => {
    expect((await ctx.app.request(`/portalApi/api/probe/${own}?mode=userOnly`, bearer(sessionKey))).status).toBe(200);
    expect((await ctx.app.request(`/portalApi/api/probe/${own}?mode=noUser`, bearer(sessionKey))).status).toBe(403);
  });
});

describe('registerEndpoint', () => {
  it('requires a session unless public', async () => {
    expect((await ctx.app.request(`/portalApi/api/probe/${own}`)).status).toBe(401);
  });

  it('parses form bodies with the request schema and names the bad field', async () => {
    const ok = await ctx.app.request('/portalApi/api/probe/echo', bearer(sessionKey, form({ count: '3' })));
    expect(await ok.json()).toEqual({ count: 3 });
    const bad = await ctx.app.request('/portalApi/api/probe/echo', bearer(sessionKey, form({ count: 'x' })));
    expect(bad.status).toBe(400);
    expect(bad.headers.get('X-PORTAL-ERROR')).toMatch(/^Invalid value for count/);
  });

  it('refuses a response that drifted from the contract outside production', async () => {
    const res = await ctx.app.request('/portalApi/api/drifted', bearer(sessionKey));
    expect(res.status).toBe(500);
    expect(res.headers.get('X-PORTAL-ERROR')).toMatch(/contract.*name/);
  });
});
