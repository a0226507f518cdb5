/**
 * Issue 20 items 5-7: hostile input is a 4xx with a clear message, never a 500 — ids past the
 * integer column, malformed multipart bodies, NUL bytes, oversized id lists and bodies, over-long
 * login names. Each case is data (request, expected status) so the reliability sweep and fuzzing
 * can fold them in.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { portalErrorHeader } from '../http/errors';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let sessionKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ sessionKey } = await login(ctx.app, 'admin'));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const tooBig = '2147483648';
const window = 'startTime=2020-01-01T00:00:00Z&endTime=2030-01-01T00:00:00Z';
const manyIds = (key: string, n: number) => Array.from({ length: n }, (_, i) => `${key}=${i + 1}`).join('&');
const urlencoded = (body: string): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const badMultipart = (): RequestInit => ({
  method: 'POST',
  body: '--wrong\r\nContent-Disposition: form-data; name="username"\r\n\r\nx\r\n--wrong--\r\n',
  headers: { 'Content-Type': 'multipart/form-data; boundary=right' },
});

type Case = [name: string, path: string, init: RequestInit, status: number, auth: boolean];

const cases: Case[] = [
  ['an id above 2^31-1 in a path', `/portalApi/api/messages/${tooBig}/read`, { method: 'POST' }, 404, true],
  ['an id above 2^31-1 in a second path slot', `/portalApi/api/statuses/1/schedules/${tooBig}`, { method: 'DELETE' }, 404, true],
  ['an id above 2^31-1 in a form', '/portalApi/api/messages/bulkread', urlencoded(`messageIds=${tooBig}`), 400, true],
  ['an id above 2^31-1 in a query', `/portalApi/api/messages/getChatExport?chatId=${tooBig}`, {}, 400, true],
  ['an account id above 2^31-1', `/portalApi/api/blockNumbers/?accountId=${tooBig}`, {}, 400, true],
  ['a page number above 2^31-1', `/portalApi/api/messages/all?${window}&pageNumber=99999999999`, {}, 400, true],
  ['501 ids in a bulk call', '/portalApi/api/messages/bulkarchive', urlencoded(manyIds('messageIds', 501)), 400, true],
  ['70,000 ids in a bulk call', '/portalApi/api/messages/bulkread', urlencoded(manyIds('chatIds', 70_000)), 413, true],
  ['501 export ids', `/portalApi/api/messages/gencsv?start=2020-01-01&end=2020-01-02&${manyIds('ids', 501)}`, {}, 400, true],
  ['a multipart body with a wrong boundary (API)', '/portalApi/api/me/holdCalls', badMultipart(), 400, true],
  ['a multipart body with a wrong boundary (login)', '/login', badMultipart(), 400, false],
  ['a multipart body with a wrong boundary (support login)', '/support/login', badMultipart(), 400, false],
  ['a NUL in an API form field', '/portalApi/api/session', form({ identityKey: 'a\u0000b' }), 400, false],
  ['a NUL in a login name', '/login', form({ username: 'adm\u0000in', password: 'x' }), 400, false],
  ['a NUL in a support login name', '/support/login', form({ username: 'sup\u0000port', password: 'x' }), 400, false],
  ['a NUL in a query', `/portalApi/api/messages/all?${window}&scrollEnabled=a%00b`, {}, 400, true],
  ['a NUL in a JSON body', '/portalApi/api/contacts', { method: 'POST', body: JSON.stringify({ firstName: 'a\u0000' }), headers: { 'Content-Type': 'application/json' } }, 400, true],
  ['a 1 MB login name', '/login', form({ username: 'x'.repeat(1_000_000), password: 'x' }), 413, false],
  ['a 10 KB login name', '/login', form({ username: 'x'.repeat(10_000), password: 'x' }), 400, false],
  ['a 300 KB API body', '/portalApi/api/contacts', urlencoded(`firstName=${'x'.repeat(300_000)}`), 413, true],
  ['a 100 KB support body', '/support/login', form({ username: 'x'.repeat(100_000), password: 'x' }), 413, false],
];

describe('hostile input answers 4xx with a message', () => {
  it.each(cases)('%s', async (_name, path, init, status, auth) => {
    const res = await ctx.app.request(path, auth ? bearer(sessionKey, init) : init);
    expect(res.status).toBe(status);
    expect(res.headers.get(portalErrorHeader)).toBeTruthy();
  });

  it('stores no over-long login name in the audit log', async () => {
    const { db } = ctx.database;
    const before = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'login_failed'));
    await ctx.app.request('/login', form({ username: 'y'.repeat(5_000), password: 'x' }));
    await ctx.app.request('/login', form({ username: 'z'.repeat(200), password: 'x' }));
    const rows = await db.select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, 'login_failed'));
    expect(rows.length).toBe(before[0]!.n + 1);
    for (const row of rows) expect(JSON.stringify(row.detail).length).toBeLessThan(300);
  });

  it('still answers an id at the top of the range as an ordinary unknown id', async () => {
    const res = await ctx.app.request('/portalApi/api/messages/2147483647/read', bearer(sessionKey, { method: 'POST' }));
    expect(res.status).toBe(404);
  });
});
