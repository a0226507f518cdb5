import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

let ctx: TestContext;
beforeAll(async () => {
  // The reset below reseeds: the small size of the other server tests (the default, with its year
  // of history, takes most of the test's time on a busy machine; e2e resets with 400).
  ctx = await createTestContext({ PORTAL_TEST_CONTROL: '1', PORTAL_SEED_MESSAGES: '200' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('test control surface', () => {
  it('is absent without PORTAL_TEST_CONTROL', async () => {
    const plain = await createTestContext({}, { database: ctx.database });
    for (const path of ['/__test/faults', '/__test/update', '/__test/expire-session', '/__test/messages']) {
      const res = await plain.app.request(path, json({}));
      expect(res.status).toBe(404);
    }
    await plain.hub.close();
  });

  it('injects failures on matching API paths, a limited number of times', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const set = await ctx.app.request('/__test/faults', json({ failPath: '/api/me$', failStatus: 503, failCount: 2 }));
    expect(set.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
      expect(res.status).toBe(503);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe('Injected fault');
    }
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(200);

    await ctx.app.request('/__test/faults', json({ failPath: '.*' }));
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(500);
    expect((await ctx.app.request('/__test/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(200);
  });

  it('adds latency', async () => {
    await ctx.app.request('/__test/faults', json({ latencyMs: 150 }));
    const started = Date.now();
    await ctx.app.request('/portalApi/api/me');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await ctx.app.request('/__test/faults', { method: 'DELETE' });
  });

  it('rejects an invalid fault with a message naming the field', async () => {
    const res = await ctx.app.request('/__test/faults', json({ failPath: '(' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toContain('failPath');
  });

  it('expires a session', async () => {
    const { sessionKey } = await login(ctx.app, 'guest');
    expect((await ctx.app.request('/__test/expire-session', json({ sessionKey }))).status).toBe(200);
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(401);
  });

  it('inserts a message and notifies the user; pushes updates', async () => {
    const seen: unknown[] = [];
    const conn = { send: (m: unknown) => seen.push(m), close: () => {} };
    const { sessionKey } = await login(ctx.app, 'usersms');
    const me = (await (await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).json()) as { userId: number };
    const forget = ctx.hub.add(conn);
    // Attach with the live session so delivery passes the session check.
    const sessions = await ctx.database.db.query.sessions.findMany({ where: (s, { eq }) => eq(s.userId, me.userId) });
    ctx.hub.authenticate(conn, me.userId, sessions.at(-1)!.sessionId);

    const res = await ctx.app.request('/__test/messages', json({ username: 'usersms' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messageId: number };
    expect(body.messageId).toBeGreaterThan(0);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual({ type: 'update', update: true, areas: ['messages', 'user'], seq: expect.any(Number) });

    await ctx.app.request('/__test/update', json({ username: 'usersms', areas: ['statuses'] }));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[1]).toEqual({ type: 'update', update: true, areas: ['statuses'], seq: (seen[0] as { seq: number }).seq + 1 });
    forget();
  });

  it("lists a new message for everyone of the account at once: an admin's cached page is dropped too", async () => {
    const { sessionKey } = await login(ctx.app, 'admin');
    const q = new URLSearchParams({
      startTime: new Date(Date.now() - 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
      pageNumber: '0',
    });
    const ids = async () => {
      const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(sessionKey));
      expect(res.status).toBe(200);
      return ((await res.json()) as { userMessages: { messageId: number }[] }).userMessages.map((m) => m.messageId);
    };
    await ids(); // the admin's page is cached now
    const res = await ctx.app.request('/__test/messages', json({ username: 'user', text: 'Filed for the plain user' }));
    const { messageId } = (await res.json()) as { messageId: number };
    expect(await ids()).toContain(messageId);
  });
});

describe('POST /__test/messages with voicemail', () => {
  it('adds a voicemail whose recording the user can stream', async () => {
    const res = await ctx.app.request('/__test/messages', json({ username: 'user', text: 'Please call me back', voicemail: true }));
    expect(res.status).toBe(200);
    const { messageId } = (await res.json()) as { messageId: number };
    const { sessionKey } = await login(ctx.app, 'user');
    const recent = (await (await ctx.app.request('/portalApi/api/messages', bearer(sessionKey))).json()) as {
      userMessages: { messageId: number; messageType: string; audioKey?: string }[];
    };
    const voicemail = recent.userMessages.find((m) => m.messageId === messageId);
    expect(voicemail).toMatchObject({ messageType: 'VM' });
    const audio = await ctx.app.request(`/portalApi/api/media/voicemail/${voicemail!.audioKey}`, bearer(sessionKey));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('Content-Type')).toBe('audio/wav');
    expect((await audio.arrayBuffer()).byteLength).toBe(44 + 20 * 8000);
  });
});

describe('POST /__test/chats', () => {
  it('adds an unread chat with its lines that the user sees at the top of the recent chats', async () => {
    const res = await ctx.app.request('/__test/chats', json({ username: 'user', visitor: 'Ada Testvisitor' }));
    expect(res.status).toBe(200);
    const { chatId } = (await res.json()) as { chatId: number };
    const { sessionKey } = await login(ctx.app, 'user');
    const recent = (await (await ctx.app.request('/portalApi/api/messages', bearer(sessionKey))).json()) as {
      pureChats: { chatId: number; visitorFullName: string; read: string; messages: unknown[] }[];
    };
    expect(recent.pureChats[0]).toMatchObject({ chatId, visitorFullName: 'Ada Testvisitor', read: 'N' });
    expect(recent.pureChats[0]!.messages).toHaveLength(3);
  });

  it('gives chats and messages added at once ids of their own (parallel e2e workers)', async () => {
    const chats = await Promise.all(
      Array.from({ length: 4 }, (_, i) => ctx.app.request('/__test/chats', json({ username: i % 2 ? 'user' : 'admin', visitor: `Parallel ${i}` }))),
    );
    const messages = await Promise.all(
      Array.from({ length: 4 }, (_, i) => ctx.app.request('/__test/messages', json({ username: i % 2 ? 'user' : 'admin', text: `Parallel ${i}` }))),
    );
    expect([...chats, ...messages].map((r) => r.status)).toEqual(Array(8).fill(200));
    const chatIds = await Promise.all(chats.map(async (r) => ((await r.json()) as { chatId: number }).chatId));
    const messageIds = await Promise.all(messages.map(async (r) => ((await r.json()) as { messageId: number }).messageId));
    expect(new Set(chatIds).size).toBe(4);
    expect(new Set(messageIds).size).toBe(4);
  });
});

describe('POST /__test/reset', () => {
  it('restores the seed: old sessions are gone, logins work', async () => {
    const { sessionKey } = await login(ctx.app, 'admin');
    const res = await ctx.app.request('/__test/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(401);
    const again = await login(ctx.app, 'admin');
    expect((await ctx.app.request('/portalApi/api/me', bearer(again.sessionKey))).status).toBe(200);
  });
});
