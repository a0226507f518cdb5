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
    expect(await socket.next('update', 5000)).toEqual({ type: 'update', update: true, areas: ['contacts'] });
    socket.ws.close();
  });
});
