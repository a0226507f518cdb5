/**
 * Two server processes on one PostgreSQL (two connections, so no shared in-process listeners):
 * a session that process A ends stops working on process B, which had it cached, as soon as A's
 * NOTIFY arrives. Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { hashKey } from '../db/repositories/session';
import { prepareDatabase } from '../db/prepare';
import { verifiedSessionCacheFor } from './session-cache';
import { bearer, createTestContext, login, type TestContext } from './test-context';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('verified sessions across processes on PostgreSQL', () => {
  let dbA: Database;
  let dbB: Database;
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    dbA = await openDatabase({ url: url! });
    // Both PostgreSQL test files share the database and run at once: prepareDatabase serialises them.
    await prepareDatabase(dbA, { messages: 50 });
    dbB = await openDatabase({ url: url! });
    a = await createTestContext({}, { database: dbA });
    b = await createTestContext({}, { database: dbB });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses on process B a key that process A logged out, once the NOTIFY arrives', async () => {
    const { sessionKey } = await login(a.app, 'user');
    const meOn = (ctx: TestContext) => ctx.app.request('/portalApi/api/me', bearer(sessionKey));
    expect((await meOn(b)).status).toBe(200);
    expect(verifiedSessionCacheFor(b.hub).get(hashKey(sessionKey))).not.toBeNull();
    const heard = new Promise<void>((resolve) => {
      const off = b.hub.onSessionsEnded(() => {
        off();
        resolve();
      });
    });
    expect((await a.app.request('/portalApi/api/me/logout', bearer(sessionKey, { method: 'POST' }))).status).toBe(200);
    // Process A refuses it at once (its own listeners ran before the logout answered).
    expect((await meOn(a)).status).toBe(401);
    await heard;
    expect(verifiedSessionCacheFor(b.hub).get(hashKey(sessionKey))).toBeNull();
    expect((await meOn(b)).status).toBe(401);
  });

  it("reads the user's roles with the session on PostgreSQL too: a billing-only user is kept to billing", async () => {
    const billing = (await login(a.app, 'billing')).sessionKey;
    const admin = (await login(a.app, 'admin')).sessionKey;
    expect((await b.app.request('/portalApi/api/smsTasks', bearer(billing))).status).toBe(403);
    expect((await b.app.request('/portalApi/api/accounts/1/paymentMethods', bearer(billing))).status).toBe(200);
    expect((await b.app.request('/portalApi/api/smsTasks', bearer(admin))).status).toBe(200);
  });
});
