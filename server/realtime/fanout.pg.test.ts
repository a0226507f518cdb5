/**
 * Two server processes on one PostgreSQL: an update published through one reaches a socket held
 * by the other (LISTEN/NOTIFY fan-out). Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createTestContext, login, type TestContext } from '../http/test-context';
import { connect, listen } from './test-server';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('realtime fan-out over PostgreSQL', () => {
  let dbA: Database;
  let dbB: Database;
  let a: TestContext;
  let b: TestContext;
  let serverB: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    dbA = await openDatabase({ url: url! });
    // Both PostgreSQL test files share the database and run at once: prepareDatabase serialises them.
    await prepareDatabase(dbA, { messages: 50 });
    dbB = await openDatabase({ url: url! });
    a = await createTestContext({}, { database: dbA });
    b = await createTestContext({}, { database: dbB });
    serverB = await listen(b.app);
  }, 120_000);
  afterAll(async () => {
    await serverB?.close();
    await a?.close();
    await b?.close();
  });

  it('delivers an update published by process A to a socket on process B', async () => {
    const { sessionKey } = await login(a.app, 'user');
    const me = (await (await b.app.request('/portalApi/api/me', { headers: { Authorization: `Bearer ${sessionKey}` } })).json()) as {
      userId: number;
    };
    const socket = await connect(serverB.url);
    socket.send({ type: 'auth', sessionKey });
    await socket.next('ready');
    await a.hub.notifyUsers([me.userId], ['contacts']);
    expect(await socket.next('update', 5000)).toEqual({ type: 'update', update: true, areas: ['contacts'], seq: expect.any(Number) });
    socket.ws.close();
  });

  it('numbers the changes of two processes in one sequence a reconnect to either can ask about', async () => {
    const { sessionKey } = await login(a.app, 'usersms');
    const me = (await (await b.app.request('/portalApi/api/me', { headers: { Authorization: `Bearer ${sessionKey}` } })).json()) as {
      userId: number;
    };
    const other = (await (await b.app.request('/portalApi/api/me', { headers: { Authorization: `Bearer ${(await login(a.app, 'user')).sessionKey}` } })).json()) as {
      userId: number;
    };
    // A first change gives both users a row (its seq starts at the database clock in ms).
    await a.hub.notifyUsers([me.userId, other.userId], ['contacts']);
    const socket = await connect(serverB.url);
    socket.send({ type: 'auth', sessionKey });
    const ready = await socket.next('ready');
    const since = ready.type === 'ready' ? ready.seq! : -1;
    // 20 changes at once from both processes over overlapping users (locks taken in id order: no deadlock).
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hub.notifyUsers(i % 3 ? [me.userId, other.userId] : [other.userId, me.userId], ['contacts'])),
    );
    const seqs: number[] = [];
    while (seqs.length < 20) {
      const m = await socket.next('update', 5000);
      if (m.type === 'update') seqs.push(m.seq!);
    }
    expect([...seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => since + 1 + i));
    socket.ws.close();

    // The socket is gone; a change on A, then a reconnect to B with the last seq seen.
    await a.hub.notifyUsers([me.userId], ['statuses']);
    const again = await connect(serverB.url);
    again.send({ type: 'auth', sessionKey, since: since + 20 });
    expect(await again.next('ready', 5000)).toEqual({ type: 'ready', seq: since + 21, changed: ['statuses'] });
    again.ws.close();
  });
});
