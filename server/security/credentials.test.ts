/**
 * Issue 20 items 3, 4 and 14: logout ends every credential it came with (the session and its
 * identity key; the support console's sign-in on the server), a password change ends the user's
 * other keys, and an agent session never reads the customer's PIN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/contract/session';
import { demoSupportAgent } from '../db/demo-users';
import { createIdentityKey, createSession, findIdentityKeyUser, revokeOtherCredentials } from '../db/repositories/session';
import { findUserByLogin } from '../db/repositories/users';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const trade = (identityKey: string) => ctx.app.request('/portalApi/api/session', form({ identityKey }));

describe('identity keys', () => {
  it('POST /api/me/logout revokes the identity key the session came from, not the other devices’ keys', async () => {
    const here = await login(ctx.app, 'user');
    const elsewhere = await login(ctx.app, 'user');
    await ctx.app.request('/portalApi/api/me/logout', bearer(here.sessionKey, { method: 'POST' }));
    expect((await trade(here.identityKey)).status).toBe(401);
    expect((await trade(elsewhere.identityKey)).status).toBe(200);
  });

  it('logging out a session traded from an identity key revokes that key', async () => {
    const first = await login(ctx.app, 'usersms');
    const traded = (await (await trade(first.identityKey)).json()) as { sessionKey: string };
    await ctx.app.request('/portalApi/api/me/logout', bearer(traded.sessionKey, { method: 'POST' }));
    expect((await trade(first.identityKey)).status).toBe(401);
  });

  it('GET /logout revokes the identity key as well', async () => {
    const { sessionKey, identityKey } = await login(ctx.app, 'outcall');
    await ctx.app.request(`/logout?sessionKey=${encodeURIComponent(sessionKey)}`);
    expect((await trade(identityKey)).status).toBe(401);
  });

  it('a password change revokes every key of the user but the current session’s', async () => {
    const { db } = ctx.database;
    const user = await findUserByLogin(db, 'locadmin');
    const mine = await createIdentityKey(db, user!.userId);
    const current = await createSession(db, { userId: user!.userId, identityKeyId: mine.identityKeyId, ttlMs: 60_000 });
    const other = await login(ctx.app, 'locadmin');
    await revokeOtherCredentials(db, user!.userId, current.sessionId);
    expect(await findIdentityKeyUser(db, mine.identityKey)).toBe(user!.userId);
    expect(await findIdentityKeyUser(db, other.identityKey)).toBeNull();
    expect((await ctx.app.request('/portalApi/api/me', bearer(other.sessionKey))).status).toBe(401);
    expect((await ctx.app.request('/portalApi/api/me', bearer(current.sessionKey))).status).toBe(200);
  });
});

describe('the support console', () => {
  async function signIn(): Promise<string> {
    const res = await ctx.app.request('/support/login', form({ username: demoSupportAgent.username, password: demoSupportAgent.password }));
    expect(res.status).toBe(302);
    return (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  }

  it('a cookie replayed after sign-out opens nothing and starts no agent session', async () => {
    const cookie = await signIn();
    const withCookie = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { Cookie: cookie } });
    expect((await ctx.app.request('/support', withCookie())).status).toBe(200);
    await ctx.app.request('/support/logout', withCookie({ method: 'POST' }));
    const console = await ctx.app.request('/support', withCookie());
    expect(console.status).toBe(302);
    expect(console.headers.get('Location')).toBe('/support/login');
    const user = await findUserByLogin(ctx.database.db, 'user');
    const start = await ctx.app.request('/support/sessions', withCookie(form({ userId: String(user!.userId) })));
    expect(start.headers.get('Location')).toBe('/support/login');
  });
});

describe('agent sessions', () => {
  it('do not read the customer’s access PIN; the customer does', async () => {
    const { db } = ctx.database;
    const admin = await findUserByLogin(db, 'admin');
    const own = await login(ctx.app, 'admin');
    const mine = userSchema.parse(await (await ctx.app.request('/portalApi/api/me', bearer(own.sessionKey))).json());
    expect(mine.accessPin).toBeTruthy();
    const [agent] = await db.query.supportAgents.findMany({ limit: 1 });
    const agentSession = await createSession(db, { userId: admin!.userId, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const theirs = userSchema.parse(await (await ctx.app.request('/portalApi/api/me', bearer(agentSession.sessionKey))).json());
    expect(theirs.agentSession).toBe('Y');
    expect(theirs.accessPin).toBeNull();
  });
});
