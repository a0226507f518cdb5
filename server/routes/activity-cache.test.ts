import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesAllResponseSchema } from '../../src/contract/activity';
import * as s from '../db/schema';
import { responseCacheFor } from '../http/response-cache';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

// The messages page cache (server/http/response-cache.ts): per (user, query string), dropped
// when the user is notified.
let ctx: TestContext;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const start = new Date(Date.now() - 60 * DAY).toISOString();
const end = new Date(Date.now() + DAY).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['user', 'admin']) {
    keys[username] = (await login(ctx.app, username)).sessionKey;
    const [row] = await ctx.database.db.select({ userId: s.users.userId }).from(s.users).where(eq(s.users.username, username));
    ids[username] = row!.userId;
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function page(username: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({ startTime: start, endTime: end, pageNumber: '0', ...extra });
  const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys[username]!));
  expect(res.status).toBe(200);
  return messagesAllResponseSchema.parse(await res.json());
}

const archivedOf = async (username: string, messageId: number, extra: Record<string, string> = {}) =>
  (await page(username, extra)).userMessages.find((m) => m.messageId === messageId)?.archived;

async function ownMessage() {
  const { userMessages } = await page('user');
  const m = userMessages.find((x) => x.userId === ids['user'] && x.messageType === 'AGENT');
  expect(m).toBeDefined();
  return m!;
}

describe('GET /api/messages/all response cache', () => {
  it('shows a notified triage change on the next GET, to the user who made it and to the admin', async () => {
    const m = await ownMessage();
    const before = m.archived;
    const target = before === 'Y' ? 'unarchive' : 'archive';
    // Both users have the page cached now.
    expect(await archivedOf('admin', m.messageId)).toBe(before);
    expect(await archivedOf('user', m.messageId)).toBe(before);
    const res = await ctx.app.request(`/portalApi/api/messages/${m.messageId}/${target}`, bearer(keys['user']!, { method: 'POST' }));
    expect(res.status).toBe(200);
    const after = before === 'Y' ? 'N' : 'Y';
    expect(await archivedOf('user', m.messageId)).toBe(after);
    expect(await archivedOf('admin', m.messageId)).toBe(after);
  });

  it('serves a repeated query from the cache until the user is notified; the query string is part of the key', async () => {
    const m = await ownMessage();
    const before = m.archived;
    const flipped = before === 'Y' ? 'N' : 'Y';
    // A change behind the server's back (no notification): the cached page still shows the old value…
    await ctx.database.db.update(s.messages).set({ archived: flipped }).where(eq(s.messages.messageId, m.messageId));
    expect(await archivedOf('user', m.messageId)).toBe(before);
    // …while another query string is another entry, loaded fresh.
    expect(await archivedOf('user', m.messageId, { fromPortal: 'yes' })).toBe(flipped);
    // Notifying the user drops their entries.
    await ctx.hub.notifyUsers([ids['user']!], ['messages']);
    expect(await archivedOf('user', m.messageId)).toBe(flipped);
  });

  it('never shares an entry between users', async () => {
    const admin = await page('admin');
    const user = await page('user');
    expect(admin.userMessages.length).toBeGreaterThan(user.userMessages.length);
    expect(user.userMessages.every((x) => x.userId === ids['user'])).toBe(true);
    // And the other order: a user's entry never answers the admin.
    ctx.hub.invalidateAllUsers();
    const userFirst = await page('user');
    const adminSecond = await page('admin');
    expect(adminSecond.userMessages.length).toBeGreaterThan(userFirst.userMessages.length);
  });

  it('is dropped by another process’s notification (the LISTEN handler)', async () => {
    const m = await ownMessage();
    const flipped = m.archived === 'Y' ? 'N' : 'Y';
    await ctx.database.db.update(s.messages).set({ archived: flipped }).where(eq(s.messages.messageId, m.messageId));
    expect(await archivedOf('user', m.messageId)).toBe(m.archived);
    // What another process's notifyUsers publishes.
    await ctx.database.notify('portal_update', JSON.stringify({ users: [[ids['user'], 1]], areas: ['messages'] }));
    await expect.poll(() => archivedOf('user', m.messageId)).toBe(flipped);
  });

  it('sends the cached body gzipped when accepted, with the no-store header, and fails without storing a refusal', async () => {
    const q = new URLSearchParams({ startTime: start, endTime: end, pageNumber: '0' });
    const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys['admin']!, { headers: { 'Accept-Encoding': 'gzip' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const body = messagesAllResponseSchema.parse(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')));
    expect(body.userMessages.length).toBeGreaterThan(0);
    const size = responseCacheFor(ctx.hub).size();
    q.set('accountId', '999999');
    expect((await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys['admin']!))).status).toBe(403);
    expect(responseCacheFor(ctx.hub).size()).toBe(size);
  });
});
