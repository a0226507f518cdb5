/**
 * Issue 20 item 1: two-factor and a temporary password are enforced by the server, not only by the
 * SPA's screen choice. Swept over the endpoint table (issue 18): every endpoint that needs a
 * session and does not list the gate in `duringGate` refuses a gated session with 403 and the
 * gate's message, so a new endpoint is held to it from the day it lands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef, SessionGate } from '../../src/contract/endpoint';
import { endpoints, type EndpointName } from '../../src/contract/endpoints';
import { createSession, findSupportAgent } from '../db/repositories/session';
import { findUserByLogin } from '../db/repositories/users';
import { messages, portalErrorHeader } from '../http/errors';
import { gateMessages } from '../http/session-gate';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { closeCodes } from '../realtime/hub';
import { connect, listen } from '../realtime/test-server';
import { pinnedRequest } from './fuzz/pinned';

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

/** A request for each endpoint of the table (generated from its schemas: the gate answers before they are read). */
const tableRequest = (name: EndpointName): [string, RequestInit] => {
  const c = pinnedRequest(endpoints[name]);
  return [c.path, { method: c.method, headers: c.headers, body: c.body }];
};

/** Every endpoint that needs a session (a request without one answers 401 "not logged in") and is closed at `gate`. */
async function closedDuring(gate: SessionGate): Promise<EndpointName[]> {
  const names = (Object.keys(endpoints) as EndpointName[]).filter((name) => !(endpoints[name] as EndpointDef).duringGate?.includes(gate));
  const out: EndpointName[] = [];
  for (const name of names) {
    const res = await ctx.app.request(...tableRequest(name));
    if (res.status === 401 && res.headers.get(portalErrorHeader) === messages.notLoggedIn) out.push(name);
  }
  return out;
}

describe.each([
  ['secure', 'twoFactor'],
  ['newhire', 'temporaryPassword'],
] as const)('a session of %s held at its %s gate', (username, gate) => {
  it('refuses every endpoint of the table it does not need with 403 and says why', async () => {
    const { sessionKey } = await login(ctx.app, username);
    const closed = await closedDuring(gate);
    expect(closed.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const name of closed) {
      const [path, init] = tableRequest(name);
      const res = await ctx.app.request(path, bearer(sessionKey, init));
      if (res.status !== 403 || res.headers.get(portalErrorHeader) !== gateMessages[gate]) wrong.push(`${name}: ${res.status} ${res.headers.get(portalErrorHeader)}`);
    }
    expect(wrong).toEqual([]);
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
