/**
 * The verified-session cache (session-cache.ts) through the app: a cached key stops working the
 * moment its session ends here, as soon as another process's NOTIFY arrives, and at its expiry;
 * agent and own sessions of one user stay apart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/contract/session';
import { demoSupportAgent } from '../db/demo-users';
import { listAudit } from '../db/repositories/audit';
import {
  createSession,
  findSupportAgent,
  hashKey,
  onSessionsEndedHere,
  revokeSession,
  revokeUserSessions,
  sessionEndChannel,
} from '../db/repositories/session';
import * as s from '../db/schema';
import { verifiedSessionCacheFor } from './session-cache';
import { bearer, createTestContext, login, type TestContext } from './test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const me = (key: string) => ctx.app.request('/portalApi/api/me', bearer(key));
const cache = () => verifiedSessionCacheFor(ctx.hub);
const cached = (key: string) => cache().get(hashKey(key)) !== null;

/** Resolves when this process's hub reports the session ended (here or through LISTEN). */
const ended = (sessionId: number) =>
  new Promise<void>((resolve) => {
    const off = ctx.hub.onSessionsEnded((ids) => {
      if (ids.includes(sessionId)) {
        off();
        resolve();
      }
    });
  });

describe('verified-session cache', () => {
  it('answers a verified key from the cache', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    expect((await me(sessionKey)).status).toBe(200);
    expect(cached(sessionKey)).toBe(true);
    expect((await me(sessionKey)).status).toBe(200);
  });

  it('refuses a key on the request right after its logout (POST /api/me/logout)', async () => {
    const { sessionKey } = await login(ctx.app, 'usersms');
    expect((await me(sessionKey)).status).toBe(200);
    expect(cached(sessionKey)).toBe(true);
    expect((await ctx.app.request('/portalApi/api/me/logout', bearer(sessionKey, { method: 'POST' }))).status).toBe(200);
    expect(cached(sessionKey)).toBe(false);
    expect((await me(sessionKey)).status).toBe(401);
  });

  it('hears of a session ended in this process before the revoking call returns (not only via LISTEN)', async () => {
    // On PGlite the NOTIFY loops back before the transaction's promise settles, so the HTTP tests
    // cannot tell the two paths apart; on PostgreSQL it arrives later (session-cache.pg.test.ts).
    const [user] = await ctx.database.db.select({ userId: s.users.userId }).from(s.users).limit(1);
    const created = await createSession(ctx.database.db, { userId: user!.userId, ttlMs: 60_000 });
    const [row] = await ctx.database.db
      .select({ sessionId: s.sessions.sessionId })
      .from(s.sessions)
      .where(eq(s.sessions.keyHash, hashKey(created.sessionKey)));
    const heard: number[][] = [];
    const off = onSessionsEndedHere(ctx.database.db, (ids) => heard.push([...ids]));
    await revokeSession(ctx.database.db, row!.sessionId);
    await revokeSession(ctx.database.db, row!.sessionId); // already revoked: nothing to announce
    off();
    expect(heard).toEqual([[row!.sessionId]]);
  });

  it('refuses a key on the request right after GET /logout', async () => {
    const { sessionKey } = await login(ctx.app, 'guest');
    expect((await me(sessionKey)).status).toBe(200);
    expect((await ctx.app.request(`/logout?sessionKey=${encodeURIComponent(sessionKey)}`)).status).toBe(302);
    expect((await me(sessionKey)).status).toBe(401);
  });

  it('refuses a key once another process’s revocation is notified, and not before', async () => {
    const { sessionKey } = await login(ctx.app, 'nochat');
    expect((await me(sessionKey)).status).toBe(200);
    const [row] = await ctx.database.db
      .select({ sessionId: s.sessions.sessionId })
      .from(s.sessions)
      .where(eq(s.sessions.keyHash, hashKey(sessionKey)));
    const sessionId = row!.sessionId;
    // Another process revokes it: the row changes, and only its NOTIFY tells this process.
    await ctx.database.db.update(s.sessions).set({ revokedAt: new Date() }).where(eq(s.sessions.sessionId, sessionId));
    // The window the cache opens: until the NOTIFY arrives this process still accepts the key.
    expect((await me(sessionKey)).status).toBe(200);
    const heard = ended(sessionId);
    await ctx.database.notify(sessionEndChannel, JSON.stringify({ sessionIds: [sessionId] }));
    await heard;
    expect(cached(sessionKey)).toBe(false);
    expect((await me(sessionKey)).status).toBe(401);
  });

  it('refuses a cached key at its session’s expiry without being told', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const userId = userSchema.parse(await (await me(sessionKey)).json()).userId;
    const short = await createSession(ctx.database.db, { userId, ttlMs: 1_000 });
    expect((await me(short.sessionKey)).status).toBe(200);
    expect(cached(short.sessionKey)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, short.expiresAt.getTime() - Date.now() + 20));
    expect((await me(short.sessionKey)).status).toBe(401);
  });

  it('keeps an agent session and the customer’s own session apart, and audits agent hits', async () => {
    const { sessionKey } = await login(ctx.app, 'pastdue');
    const userId = userSchema.parse(await (await me(sessionKey)).json()).userId;
    const agent = await findSupportAgent(ctx.database.db, demoSupportAgent.username);
    const agentSession = await createSession(ctx.database.db, { userId, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const agentKey = agentSession.sessionKey;
    const auditCount = async () =>
      (await listAudit(ctx.database.db, { userId, limit: 1000 })).filter((r) => r.action === 'agent_request').length;
    const before = await auditCount();
    for (let i = 0; i < 2; i++) {
      // Twice each: the second of each is a cache hit.
      expect(userSchema.parse(await (await me(agentKey)).json()).agentSession).toBe('Y');
      expect(userSchema.parse(await (await me(sessionKey)).json()).agentSession).toBe('N');
    }
    expect(cached(agentKey) && cached(sessionKey)).toBe(true);
    const password = (key: string) => ctx.app.request('/portalApi/api/me/password', bearer(key, { method: 'POST' }));
    expect((await password(agentKey)).status).toBe(403);
    // The customer's own session reaches the handler (an empty request is a 400).
    expect((await password(sessionKey)).status).toBe(400);
    expect(await auditCount()).toBe(before + 3);
  });

  it('revokes every other session of a user (a password change) in one step', async () => {
    const { sessionKey: keep } = await login(ctx.app, 'outcall');
    const { sessionKey: other } = await login(ctx.app, 'outcall');
    const [kept] = await ctx.database.db
      .select({ sessionId: s.sessions.sessionId, userId: s.sessions.userId })
      .from(s.sessions)
      .where(eq(s.sessions.keyHash, hashKey(keep)));
    expect((await me(other)).status).toBe(200);
    expect(await revokeUserSessions(ctx.database.db, kept!.userId, { exceptSessionId: kept!.sessionId })).toBeGreaterThanOrEqual(1);
    expect((await me(other)).status).toBe(401);
    expect((await me(keep)).status).toBe(200);
  });

  it('forgets every session on a data reset (hub.invalidateAllUsers)', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    expect((await me(sessionKey)).status).toBe(200);
    expect(cache().size()).toBeGreaterThan(0);
    ctx.hub.invalidateAllUsers();
    expect(cache().size()).toBe(0);
  });
});
