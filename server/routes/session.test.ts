import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/contract/session';
import { expireSessionByKey } from '../db/repositories/session';
import * as s from '../db/schema';
import { userPayloadCacheFor } from '../http/user-payload-cache';
import { updateChannel } from '../realtime/hub';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('GET /portalApi/api/me', () => {
  it('is 401 with X-PORTAL-ERROR without a session key', async () => {
    const res = await ctx.app.request('/portalApi/api/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('You are not logged in.');
    expect(await res.json()).toEqual({ error: 'You are not logged in.' });
  });

  it('is 401 with an unknown key', async () => {
    const res = await ctx.app.request('/portalApi/api/me', bearer('not-a-real-key'));
    expect(res.status).toBe(401);
    expect(res.headers.get('X-PORTAL-ERROR')).toMatch(/session has expired/);
  });

  it('returns the signed-in user, valid against the contract', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const res = await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
    expect(res.status).toBe(200);
    const user = userSchema.parse(await res.json());
    expect(user.email).toBe('daniel.cho@harborlaw.example');
    expect(user.agentSession).toBe('N');
    expect(user).not.toHaveProperty('agentSessionEndsAt');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('is 401 once the session expired', async () => {
    const { sessionKey } = await login(ctx.app, 'guest');
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(200);
    await expireSessionByKey(ctx.database.db, sessionKey);
    const res = await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
    expect(res.status).toBe(401);
    expect(res.headers.get('X-PORTAL-ERROR')).toBeTruthy();
  });
});

describe('GET /portalApi/api/me cache (server/http/user-payload-cache.ts)', () => {
  const me = async (key: string) => userSchema.parse(await (await ctx.app.request('/portalApi/api/me', bearer(key))).json());
  const userIdOf = async (key: string) => (await me(key)).userId;

  it('serves a change a handler made and notified on the very next GET', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const before = (await me(sessionKey)).holdCalls;
    await me(sessionKey); // cached now
    const flipped = before === 'Y' ? 'N' : 'Y';
    const res = await ctx.app.request('/portalApi/api/me/holdCalls', bearer(sessionKey, form({ holdCalls: flipped })));
    expect(res.status).toBe(200);
    expect((await me(sessionKey)).holdCalls).toBe(flipped);
  });

  it('drops a cached payload as soon as notifyUsers is called for the user', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const userId = await userIdOf(sessionKey);
    await ctx.database.db.update(s.users).set({ jobTitle: 'Cache test A' }).where(eq(s.users.userId, userId));
    await ctx.hub.notifyUsers([userId], ['user']);
    expect((await me(sessionKey)).jobTitle).toBe('Cache test A');
  });

  it('drops it when the LISTEN handler sees the user (a change notified by another process)', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const userId = await userIdOf(sessionKey);
    await ctx.database.db.update(s.users).set({ jobTitle: 'Cache test B' }).where(eq(s.users.userId, userId));
    // What another process's notifyUsers sends: only this process's LISTEN handler sees it.
    const seen = new Promise<void>((resolve) => {
      const off = ctx.hub.onUsersChanged((ids) => {
        if (ids?.includes(userId)) {
          off();
          resolve();
        }
      });
    });
    const sizeBefore = userPayloadCacheFor(ctx.hub).size();
    await ctx.database.notify(updateChannel, JSON.stringify({ users: [[userId, 1]], areas: ['user'] }));
    await seen;
    expect(userPayloadCacheFor(ctx.hub).size()).toBeLessThan(sizeBefore);
    expect((await me(sessionKey)).jobTitle).toBe('Cache test B');
  });

  it('keeps entries of other users and of other session kinds apart', async () => {
    const a = await login(ctx.app, 'user');
    const b = await login(ctx.app, 'guest');
    const [ua, ub] = [await me(a.sessionKey), await me(b.sessionKey)];
    expect(ua.userId).not.toBe(ub.userId);
    expect((await me(a.sessionKey)).email).toBe(ua.email);
    expect((await me(b.sessionKey)).email).toBe(ub.email);
  });
});

describe('POST /portalApi/api/me/logout', () => {
  it('revokes the session', async () => {
    const { sessionKey } = await login(ctx.app, 'usersms');
    const res = await ctx.app.request('/portalApi/api/me/logout', bearer(sessionKey, { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(401);
  });
});

describe('POST /portalApi/api/session', () => {
  it('trades an identity key for a new session', async () => {
    const { identityKey, sessionKey } = await login(ctx.app, 'outcall');
    const res = await ctx.app.request('/portalApi/api/session', form({ identityKey }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionKey: string };
    expect(body.sessionKey).toBeTruthy();
    expect(body.sessionKey).not.toBe(sessionKey);
    const me = await ctx.app.request('/portalApi/api/me', bearer(body.sessionKey));
    expect(me.status).toBe(200);
  });

  it('is 401 for an unknown identity key', async () => {
    const res = await ctx.app.request('/portalApi/api/session', form({ identityKey: 'nope' }));
    expect(res.status).toBe(401);
    expect(res.headers.get('X-PORTAL-ERROR')).toMatch(/expired/);
  });

  it('is 400 naming the field when identityKey is missing', async () => {
    const res = await ctx.app.request('/portalApi/api/session', form({}));
    expect(res.status).toBe(400);
    // Worded by zod's English locale (server/http/errors.ts), not mini's bare "Invalid input".
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('Invalid value for identityKey: Invalid input: expected string, received undefined');
  });
});

describe('API errors and headers', () => {
  it('answers unknown API paths with 404 and X-PORTAL-ERROR', async () => {
    const res = await ctx.app.request('/portalApi/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('Not found.');
  });

  it('sends a CSP without unsafe-eval and the other security headers', async () => {
    const res = await ctx.app.request('/portalApi/api/me');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
  });

  it('answers a malformed PIN with a 400 and the spec text outside agent sessions', async () => {
    const { sessionKey } = await login(ctx.app, 'locadmin');
    const res = await ctx.app.request('/portalApi/api/me/accessPin', bearer(sessionKey, form({ accessPin: '12' })));
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toContain('The PIN is must be 4-6 digits.');
  });
});
