/**
 * The explicit resync over a real socket (issue 18): a reconnecting client says the last seq it
 * saw and `ready` answers what changed since. The first test is the reconnect gap: a change that
 * lands after the client's refetch and before its new socket authenticates reaches no socket, so
 * only the resync can tell the client about it (before the resync the client refetched on open
 * and never heard of that change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerRealtimeMessage } from '../../src/contract/realtime';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';
import { connect, listen, type TestSocket } from './test-server';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_TEST_CONTROL: '1' });
  server = await listen(ctx.app);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function authenticate(sessionKey: string, since?: number): Promise<{ socket: TestSocket; ready: Extract<ServerRealtimeMessage, { type: 'ready' }> }> {
  const socket = await connect(server.url);
  socket.send(since === undefined ? { type: 'auth', sessionKey } : { type: 'auth', sessionKey, since });
  const ready = await socket.next('ready');
  if (ready.type !== 'ready') throw new Error('no ready');
  return { socket, ready };
}

async function closeSocket(socket: TestSocket) {
  socket.ws.close();
  await socket.closed;
}

/** The user's activity ids over the last and next day, as the /activity screen loads them. */
async function activityIds(sessionKey: string): Promise<number[]> {
  const q = new URLSearchParams({
    startTime: new Date(Date.now() - 86_400_000).toISOString(),
    endTime: new Date(Date.now() + 86_400_000).toISOString(),
    pageNumber: '0',
  });
  const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(sessionKey));
  expect(res.status).toBe(200);
  return ((await res.json()) as { userMessages: { messageId: number }[] }).userMessages.map((m) => m.messageId);
}

describe('resync after a reconnect', () => {
  it('reports a change that landed between the refetch and the authentication', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const first = await authenticate(sessionKey);
    const seen = first.ready.seq!;
    expect(seen).toBeGreaterThanOrEqual(0);
    await closeSocket(first.socket); // the connection drops

    // The client refetches while it is away (what it did on open before the resync)…
    const before = await activityIds(sessionKey);
    // …and a new message is filed before its new socket has authenticated: no socket hears of it.
    const res = await ctx.app.request('/__test/messages', json({ username: 'user', text: 'Filed in the reconnect gap' }));
    const { messageId } = (await res.json()) as { messageId: number };
    expect(before).not.toContain(messageId);

    const second = await authenticate(sessionKey, seen);
    expect(second.ready.seq).toBeGreaterThan(seen);
    expect(second.ready.changed === 'all' || second.ready.changed?.includes('messages')).toBe(true);
    // What the client does with that answer: refetch the messages, which now hold the new one.
    expect(await activityIds(sessionKey)).toContain(messageId);
    await closeSocket(second.socket);
  });

  it('names only the areas that changed, and nothing after a quiet reconnect', async () => {
    const { sessionKey } = await login(ctx.app, 'usersms');
    await ctx.app.request('/__test/update', json({ username: 'usersms', areas: ['statuses'] })); // the user has a row now
    const first = await authenticate(sessionKey);
    const seen = first.ready.seq!;
    await ctx.app.request('/__test/update', json({ username: 'usersms', areas: ['contacts'] }));
    expect(await first.socket.next('update')).toEqual({ type: 'update', update: true, areas: ['contacts'], seq: seen + 1 });
    await closeSocket(first.socket);

    await ctx.app.request('/__test/update', json({ username: 'usersms', areas: ['statuses'] }));
    const second = await authenticate(sessionKey, seen + 1);
    expect(second.ready).toEqual({ type: 'ready', seq: seen + 2, changed: ['statuses'] });
    await closeSocket(second.socket);

    const third = await authenticate(sessionKey, seen + 2);
    expect(third.ready).toEqual({ type: 'ready', seq: seen + 2, changed: [] });
    await closeSocket(third.socket);
  });

  it('answers everything for a change without areas and for a seq from before a data reset', async () => {
    const { sessionKey } = await login(ctx.app, 'outcall');
    await ctx.app.request('/__test/update', json({ username: 'outcall', areas: ['contacts'] }));
    const first = await authenticate(sessionKey);
    await closeSocket(first.socket);
    await ctx.app.request('/__test/update', json({ username: 'outcall' }));
    expect((await authenticate(sessionKey, first.ready.seq)).ready.changed).toBe('all');
    // A seq the server never gave (its table was emptied by a reset, or another database).
    const stale = await authenticate(sessionKey, first.ready.seq! + 1_000_000);
    expect(stale.ready.changed).toBe('all');
    await closeSocket(stale.socket);
  });

  it('delivers each change made during the authentication live or in ready, never neither', async () => {
    const { sessionKey } = await login(ctx.app, 'partner');
    const first = await authenticate(sessionKey);
    const since = first.ready.seq!;
    await closeSocket(first.socket);
    // Five changes race the authentication of the next socket: seqs since+1 … since+5.
    const socket = await connect(server.url);
    socket.send({ type: 'auth', sessionKey, since });
    await Promise.all([1, 2, 3, 4, 5].map(() => ctx.app.request('/__test/update', json({ username: 'partner', areas: ['contacts'] }))));
    const ready = await socket.next('ready');
    if (ready.type !== 'ready') throw new Error('no ready');
    const probe = await authenticate(sessionKey);
    const last = probe.ready.seq!;
    await closeSocket(probe.socket);
    expect(last).toBeGreaterThanOrEqual(since + 5);
    // Those ready counted are reported as changed…
    if (ready.seq! > since) expect(ready.changed === 'all' || ready.changed?.includes('contacts')).toBe(true);
    // …and every later one arrives live, with its seq (next() fails the test after 3 s without one).
    const live = new Set<number>();
    while (live.size < last - ready.seq!) {
      const m = await socket.next('update');
      if (m.type === 'update' && m.seq! > ready.seq!) live.add(m.seq!);
    }
    expect([...live].sort((a, b) => a - b)).toEqual(Array.from({ length: last - ready.seq! }, (_, i) => ready.seq! + 1 + i));
    await closeSocket(socket);
  });
});
