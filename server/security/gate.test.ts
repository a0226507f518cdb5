/**
 * Issue 20 item 1: two-factor and a temporary password are enforced by the server, not only by the
 * SPA's screen choice. Written as plain cases (user, call, expected status) so the reliability
 * sweep can take them over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSupportAgent } from '../db/repositories/session';
import { findUserByLogin } from '../db/repositories/users';
import { portalErrorHeader } from '../http/errors';
import { gateMessages } from '../http/session-gate';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { closeCodes } from '../realtime/hub';
import { connect, listen } from '../realtime/test-server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await listen(ctx.app);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const api = (path: string) => `/portalApi${path}`;

/** Calls every gated user must be refused (a sample of each area: data, export, switches, reports). */
const refused: [string, RequestInit?][] = [
  ['/api/messages'],
  ['/api/messages/all'],
  ['/api/status'],
  ['/api/messages/gencsv?start=2020-01-01&end=2030-01-01'],
  ['/api/messages/getReportFiles'],
  ['/api/me/holdCalls', { method: 'POST', body: new URLSearchParams({ holdCalls: 'Y' }) }],
  ['/api/contacts', { method: 'POST', body: new URLSearchParams({ firstName: 'A' }) }],
];

describe.each([
  ['secure', 'twoFactor'],
  ['newhire', 'temporaryPassword'],
] as const)('a session of %s held at its %s gate', (username, gate) => {
  it.each(refused)('refuses %s with 403 and says why', async (path, init) => {
    const { sessionKey } = await login(ctx.app, username);
    const res = await ctx.app.request(api(path), bearer(sessionKey, init));
    expect(res.status).toBe(403);
    expect(res.headers.get(portalErrorHeader)).toBe(gateMessages[gate]);
  });

  it('reads /api/me in a reduced form that still names the gate', async () => {
    const { sessionKey } = await login(ctx.app, username);
    const res = await ctx.app.request(api('/api/me'), bearer(sessionKey));
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, unknown>;
    expect(me[gate === 'twoFactor' ? 'twoFactor' : 'temporaryPassword']).toBe('Y');
    expect(me['userAccountRoles']).toEqual([]);
    expect(me['contacts']).toEqual([]);
    expect(me['patchNumbers']).toEqual([]);
  });

  it('may log out', async () => {
    const { sessionKey } = await login(ctx.app, username);
    const res = await ctx.app.request(api('/api/me/logout'), bearer(sessionKey, { method: 'POST' }));
    expect(res.status).toBe(200);
  });

  it('gets no live updates: the websocket closes without logging the SPA out', async () => {
    const { sessionKey } = await login(ctx.app, username);
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey });
    expect((await socket.closed).code).toBe(closeCodes.gated);
    expect(socket.messages).toEqual([]);
  });
});

describe('the gates leave the others alone', () => {
  it('lets the password-change call through only for the temporary-password gate', async () => {
    const newhire = await login(ctx.app, 'newhire');
    const secure = await login(ctx.app, 'secure');
    const init = { method: 'POST', body: new URLSearchParams({ password: 'x' }) };
    expect((await ctx.app.request(api('/api/me/password'), bearer(newhire.sessionKey, init))).status).toBe(400);
    expect((await ctx.app.request(api('/api/me/password'), bearer(secure.sessionKey, init))).status).toBe(403);
  });

  it('an agent session skips the temporary-password gate (core §6)', async () => {
    const user = await findUserByLogin(ctx.database.db, 'newhire');
    const agent = await findSupportAgent(ctx.database.db, 'support');
    const { sessionKey } = await createSession(ctx.database.db, {
      userId: user!.userId,
      supportAgentId: agent!.supportAgentId,
      twoFactorSatisfied: true,
      ttlMs: 60_000,
    });
    expect((await ctx.app.request(api('/api/messages'), bearer(sessionKey))).status).toBe(200);
  });

  it('a two-factor user whose session passed it is not held', async () => {
    const user = await findUserByLogin(ctx.database.db, 'secure');
    const { sessionKey } = await createSession(ctx.database.db, { userId: user!.userId, twoFactorSatisfied: true, ttlMs: 60_000 });
    expect((await ctx.app.request(api('/api/messages'), bearer(sessionKey))).status).toBe(200);
  });

  it('a plain user is not held', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    expect((await ctx.app.request(api('/api/messages'), bearer(sessionKey))).status).toBe(200);
  });
});
