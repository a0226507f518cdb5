import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey, sessionEndChannel } from '../db/repositories/session';
import { sessions } from '../db/schema';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { closeCodes } from './hub';
import { connect, listen } from './test-server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_TEST_CONTROL: '1' }, { realtimeAuthTimeoutMs: 400 });
  server = await listen(ctx.app);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

async function userIdOf(sessionKey: string): Promise<number> {
  const res = await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
  return ((await res.json()) as { userId: number }).userId;
}

describe('/update websocket', () => {
  it('answers auth with ready and ping with pong', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    expect(await socket.next()).toEqual({ type: 'ready', seq: expect.any(Number) });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.ws.close();
  });

  it('refuses a bad session key with unauthorized and close 4401', async () => {
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey: 'nope' });
    expect(await socket.next()).toEqual({ type: 'unauthorized' });
    expect((await socket.closed).code).toBe(closeCodes.unauthorized);
  });

  it('closes a socket that does not authenticate in time', async () => {
    const socket = await connect(server.url);
    expect((await socket.closed).code).toBe(closeCodes.authTimeout);
  });

  it('delivers notifyUsers only to that user', async () => {
    const a = await login(ctx.app, 'admin');
    const b = await login(ctx.app, 'billing');
    const sa = await connect(server.url);
    const sb = await connect(server.url);
    sa.send({ type: 'auth', sessionKey: a.sessionKey });
    sb.send({ type: 'auth', sessionKey: b.sessionKey });
    await sa.next('ready');
    await sb.next('ready');

    await ctx.hub.notifyUsers([await userIdOf(a.sessionKey)], ['messages']);
    expect(await sa.next('update')).toEqual({ type: 'update', update: true, areas: ['messages'], seq: expect.any(Number) });
    // b gets nothing: its ping answer is the next message it sees.
    sb.send({ type: 'ping' });
    expect(await sb.next()).toEqual({ type: 'pong' });
    sa.ws.close();
    sb.ws.close();
  });

  it('closes the socket of a revoked session on the next notify', async () => {
    const { sessionKey } = await login(ctx.app, 'outcall');
    const userId = await userIdOf(sessionKey);
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    await socket.next('ready');
    await ctx.app.request('/portalApi/api/me/logout', bearer(sessionKey, { method: 'POST' }));
    await ctx.hub.notifyUsers([userId]);
    expect(await socket.next()).toEqual({ type: 'unauthorized' });
    expect((await socket.closed).code).toBe(closeCodes.unauthorized);
    await expect.poll(() => ctx.hub.connectionCount(userId)).toBe(0);
  });

  it('closes the socket of a session ended elsewhere as soon as the NOTIFY arrives', async () => {
    const { sessionKey } = await login(ctx.app, 'partner');
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    await socket.next('ready');
    const [row] = await ctx.database.db
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.keyHash, hashKey(sessionKey)));
    // What another process's revocation publishes; no update, no ping needed.
    await ctx.database.notify(sessionEndChannel, JSON.stringify({ sessionIds: [row!.sessionId] }));
    expect(await socket.next()).toEqual({ type: 'unauthorized' });
    expect((await socket.closed).code).toBe(closeCodes.unauthorized);
  });

  it('closes the socket of an expired session on the next ping', async () => {
    const { sessionKey } = await login(ctx.app, 'grasshopper');
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    await socket.next('ready');
    const { expireSessionByKey } = await import('../db/repositories/session');
    await expireSessionByKey(ctx.database.db, sessionKey);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'unauthorized' });
    expect((await socket.closed).code).toBe(closeCodes.unauthorized);
  });

  it('drops every socket on request (fault injection)', async () => {
    const { sessionKey } = await login(ctx.app, 'pastdue');
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    await socket.next('ready');
    expect(ctx.hub.dropAll()).toBeGreaterThanOrEqual(1);
    expect((await socket.closed).code).toBe(closeCodes.dropped);
  });
});
