import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesAllResponseSchema, messagesRecentResponseSchema, type Message } from '../../src/contract/activity';
import { queryRows } from '../db/client';
import { listMessages } from '../db/repositories/activity';
import { userAccountScope } from '../db/repositories/users';
import * as s from '../db/schema';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};
const DAY = 86_400_000;
const windowQuery = () =>
  new URLSearchParams({
    startTime: new Date(Date.now() - 60 * DAY).toISOString(),
    endTime: new Date(Date.now() + DAY).toISOString(),
  });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const username of ['user', 'locadmin', 'admin', 'nochat', 'guest']) {
    keys[username] = (await login(ctx.app, username)).sessionKey;
    const [row] = await ctx.database.db.select({ userId: s.users.userId }).from(s.users).where(eq(s.users.username, username));
    ids[username] = row!.userId;
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function listAll(username: string, extra: Record<string, string> = {}): Promise<Message[]> {
  const out: Message[] = [];
  for (let page = 0; page < 20; page++) {
    const q = windowQuery();
    q.set('pageNumber', String(page));
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys[username]!));
    expect(res.status).toBe(200);
    const body = messagesAllResponseSchema.parse(await res.json());
    if (body.userMessages.length === 0) break;
    out.push(...body.userMessages);
  }
  return out;
}

const post = (path: string, username: string, values: Record<string, string> | URLSearchParams = {}) =>
  ctx.app.request(`/portalApi/api/messages${path}`, bearer(keys[username]!, { method: 'POST', body: new URLSearchParams(values) }));

async function row(messageId: number) {
  const [m] = await ctx.database.db.select().from(s.messages).where(eq(s.messages.messageId, messageId));
  return m!;
}

async function rolesOf(username: string) {
  return ctx.database.db.select().from(s.userAccountRoles).where(eq(s.userAccountRoles.userId, ids[username]!));
}

describe('GET /api/messages/all scoping', () => {
  it('gives a USER only their own deliveries, newest first, never the server-only held flag', async () => {
    const list = await listAll('user');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.userId === ids['user'])).toBe(true);
    const times = list.map((m) => m.taken);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.some((m) => 'held' in m)).toBe(false);
  });

  it('gives a LOCATIONADMIN the deliveries of its locations only', async () => {
    const roles = await rolesOf('locadmin');
    const locations = roles.map((r) => r.locationId);
    const list = await listAll('locadmin');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => locations.includes(m.locationId))).toBe(true);
    expect(list.some((m) => m.userId !== ids['locadmin'])).toBe(true);
  });

  it('gives a GLOBALADMIN every delivery of its accounts and nothing of other accounts', async () => {
    const accounts = (await rolesOf('admin')).map((r) => r.accountId);
    const list = await listAll('admin');
    expect(new Set(list.map((m) => m.accountId))).toEqual(new Set(accounts));
    const [foreign] = await ctx.database.db
      .select({ n: s.messages.messageId })
      .from(s.messages)
      .where(and(eq(s.messages.accountId, (await rolesOf('nochat'))[0]!.accountId)))
      .limit(1);
    expect(foreign).toBeDefined();
    expect(list.some((m) => m.messageId === foreign!.n)).toBe(false);
    // Pages neither skip nor repeat items, and keep the newest-first order across accounts.
    expect(new Set(list.map((m) => m.messageId)).size).toBe(list.length);
    const [total] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.messages)
      .where(and(inArray(s.messages.accountId, accounts), gte(s.messages.taken, new Date(Date.now() - 60 * DAY))));
    expect(list.length).toBe(total!.n);
    const keys = list.map((m) => `${m.taken}|${String(m.messageId).padStart(9, '0')}`);
    expect([...keys].sort().reverse()).toEqual(keys);
  });

  it('refuses an account filter outside the user’s accounts', async () => {
    const other = (await rolesOf('nochat'))[0]!.accountId;
    const q = windowQuery();
    q.set('accountId', String(other));
    const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys['user']!));
    expect(res.status).toBe(403);
  });

  it('returns pure chats in pages of at most 100 for an account with chat', async () => {
    const q = windowQuery();
    const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys['admin']!));
    const body = messagesAllResponseSchema.parse(await res.json());
    expect(body.pureChats.length).toBeGreaterThan(0);
    expect(body.pureChats.length).toBeLessThanOrEqual(100);
    expect(body.pureChats[0]!.messages.length).toBeGreaterThan(0);
  });

  it('is 400 without a valid window', async () => {
    const res = await ctx.app.request('/portalApi/api/messages/all?startTime=nope&endTime=nope', bearer(keys['user']!));
    expect(res.status).toBe(400);
  });
});

describe('single changes', () => {
  it('never changes another account’s message (404) and notifies nobody', async () => {
    const other = (await rolesOf('nochat'))[0]!.accountId;
    const [m] = await ctx.database.db.select().from(s.messages).where(eq(s.messages.accountId, other)).limit(1);
    const spy = vi.spyOn(ctx.hub, 'notifyUsers');
    for (const path of ['read', 'unread', 'archive', 'unarchive']) {
      const res = await post(`/${m!.messageId}/${path}`, 'user');
      expect(res.status).toBe(404);
    }
    expect((await post(`/${m!.messageId}/followup`, 'user', { followup: 'Y' })).status).toBe(404);
    expect(await row(m!.messageId)).toEqual(m);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('reads, resets to unread, archives, unarchives and flags the user’s own message and notifies', async () => {
    const [m] = await ctx.database.db
      .select()
      .from(s.messages)
      .where(and(eq(s.messages.userId, ids['user']!), eq(s.messages.messageType, 'AGENT')))
      .limit(1);
    const id = m!.messageId;
    const spy = vi.spyOn(ctx.hub, 'notifyUsers');
    expect((await post(`/${id}/unread`, 'user')).status).toBe(200);
    expect((await row(id)).messageRead).toBeNull();
    const res = await post(`/${id}/read`, 'user');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, changed: 1 });
    expect((await row(id)).messageRead).toBeInstanceOf(Date);
    expect((await post(`/${id}/archive`, 'user')).status).toBe(200);
    expect((await row(id)).archived).toBe('Y');
    expect((await post(`/${id}/unarchive`, 'user')).status).toBe(200);
    expect((await row(id)).archived).toBe('N');
    expect((await post(`/${id}/followup`, 'user', { followup: 'Y' })).status).toBe(200);
    expect((await row(id)).followup).toBe('Y');
    expect((await row(id)).version).toBeGreaterThan(m!.version);
    expect(spy).toHaveBeenCalledWith(expect.arrayContaining([ids['user'], ids['admin']]), ['messages']);
    spy.mockRestore();
  });

  it('lets only the owner change voicemail, inbound-call and agent messages', async () => {
    const [m] = await ctx.database.db
      .select()
      .from(s.messages)
      .where(and(inArray(s.messages.accountId, (await rolesOf('admin')).map((r) => r.accountId)), eq(s.messages.messageType, 'VM'), ne(s.messages.userId, ids['admin']!)))
      .limit(1);
    for (const path of ['read', 'unread', 'archive', 'unarchive']) {
      const res = await post(`/${m!.messageId}/${path}`, 'admin');
      expect(res.status).toBe(403);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe("You don't have permission to do this.");
    }
    expect((await post(`/${m!.messageId}/followup`, 'admin', { followup: 'Y' })).status).toBe(403);
    expect(await row(m!.messageId)).toEqual(m);
  });

  it('lets an admin archive but not read another user’s outgoing call', async () => {
    const [m] = await ctx.database.db
      .select()
      .from(s.messages)
      .where(and(inArray(s.messages.accountId, (await rolesOf('admin')).map((r) => r.accountId)), eq(s.messages.messageType, 'OC'), ne(s.messages.userId, ids['admin']!)))
      .limit(1);
    expect((await post(`/${m!.messageId}/archive`, 'admin')).status).toBe(200);
    expect((await post(`/${m!.messageId}/read`, 'admin')).status).toBe(403);
  });

  it('needs a deliveryId for follow-up', async () => {
    const [m] = await ctx.database.db.select().from(s.messages).where(eq(s.messages.userId, ids['user']!)).limit(1);
    await ctx.database.db.update(s.messages).set({ deliveryId: null }).where(eq(s.messages.messageId, m!.messageId));
    expect((await post(`/${m!.messageId}/followup`, 'user', { followup: 'Y' })).status).toBe(403);
    await ctx.database.db.update(s.messages).set({ deliveryId: m!.deliveryId }).where(eq(s.messages.messageId, m!.messageId));
  });

  it('archives AGENT+VM through the combined message id', async () => {
    const [m] = await ctx.database.db
      .select()
      .from(s.messages)
      .where(and(eq(s.messages.messageType, 'AGENT+VM'), isNotNull(s.messages.combinedMessageId), isNotNull(s.messages.userId)))
      .limit(1);
    const [owner] = await ctx.database.db.select().from(s.users).where(eq(s.users.userId, m!.userId!));
    const key = (await login(ctx.app, owner!.username)).sessionKey;
    const res = await ctx.app.request(`/portalApi/api/messages/${m!.combinedMessageId}/archive`, bearer(key, { method: 'POST' }));
    expect(res.status).toBe(200);
    expect((await row(m!.messageId)).archived).toBe('Y');
  });

  it('chat variants change the chat flags', async () => {
    const adminAccounts = (await rolesOf('admin')).map((r) => r.accountId);
    const [chat] = await ctx.database.db.select().from(s.chats).where(inArray(s.chats.accountId, adminAccounts)).limit(1);
    const id = chat!.chatId;
    expect((await post(`/${id}/chatread`, 'admin')).status).toBe(200);
    expect((await post(`/${id}/chatarchive`, 'admin', { clear: 'N' })).status).toBe(200);
    expect((await post(`/${id}/chatfollowUp`, 'admin', { followup: 'Y' })).status).toBe(200);
    let [after] = await ctx.database.db.select().from(s.chats).where(eq(s.chats.chatId, id));
    expect([after!.read, after!.archived, after!.followup]).toEqual(['Y', 'Y', 'Y']);
    expect((await post(`/${id}/chatarchive`, 'admin', { clear: 'Y' })).status).toBe(200);
    [after] = await ctx.database.db.select().from(s.chats).where(eq(s.chats.chatId, id));
    expect(after!.archived).toBe('N');
    expect((await post(`/${id}/chatread`, 'nochat')).status).toBe(404);
  });
});

describe('bulk calls', () => {
  async function ownIds(n: number) {
    const rows = await ctx.database.db
      .select({ id: s.messages.messageId })
      .from(s.messages)
      .where(and(eq(s.messages.userId, ids['guest']!), ne(s.messages.messageType, 'AGENT+VM')))
      .limit(n);
    return rows.map((r) => r.id);
  }
  const idsForm = (list: number[], extra: Record<string, string> = {}) => {
    const body = new URLSearchParams(extra);
    for (const id of list) body.append('messageIds', String(id));
    return body;
  };

  it('apply read, unread, archive, unarchive and follow-up to every id', async () => {
    const list = await ownIds(3);
    expect(list.length).toBe(3);
    const rows = () => ctx.database.db.select().from(s.messages).where(inArray(s.messages.messageId, list));
    expect((await post('/bulkunread', 'guest', idsForm(list))).status).toBe(200);
    expect((await rows()).every((r) => r.messageRead === null)).toBe(true);
    expect((await post('/bulkread', 'guest', idsForm(list))).status).toBe(200);
    expect((await rows()).every((r) => r.messageRead !== null)).toBe(true);
    expect((await post('/bulkarchive', 'guest', idsForm(list))).status).toBe(200);
    expect((await rows()).every((r) => r.archived === 'Y')).toBe(true);
    expect((await post('/bulkunarchive', 'guest', idsForm(list))).status).toBe(200);
    expect((await rows()).every((r) => r.archived === 'N')).toBe(true);
    const res = await post('/bulkfollowup', 'guest', idsForm(list, { followup: 'Y' }));
    expect(await res.json()).toEqual({ ok: true, changed: 3 });
    expect((await rows()).every((r) => r.followup === 'Y')).toBe(true);
  });

  it('change nothing when one id is outside the scope', async () => {
    const list = await ownIds(2);
    await post('/bulkunarchive', 'guest', idsForm(list));
    const foreign = (await ctx.database.db.select({ id: s.messages.messageId }).from(s.messages).where(ne(s.messages.userId, ids['guest']!)).limit(1))[0]!.id;
    const res = await post('/bulkarchive', 'guest', idsForm([...list, foreign]));
    expect(res.status).toBe(404);
    const rows = await ctx.database.db.select().from(s.messages).where(inArray(s.messages.messageId, [...list, foreign]));
    expect(rows.filter((r) => list.includes(r.messageId)).every((r) => r.archived === 'N')).toBe(true);
  });

  it('is 400 for a malformed id list', async () => {
    const res = await ctx.app.request('/portalApi/api/messages/bulkread', bearer(keys['guest']!, form({ messageIds: 'abc' })));
    expect(res.status).toBe(400);
  });
});

describe('GET /api/media/voicemail/{audioKey}', () => {
  it('streams a WAV of the recording’s length to a user who may see it, 404 to others', async () => {
    // Any voicemail of the admin's accounts: which user a voicemail goes to depends on the seed's
    // clock (the test snapshot is seeded at the current hour), so the plain user may have none.
    const adminAccounts = ctx.database.db
      .select({ accountId: s.userAccountRoles.accountId })
      .from(s.userAccountRoles)
      .where(eq(s.userAccountRoles.userId, ids['admin']!));
    const [m] = await ctx.database.db
      .select()
      .from(s.messages)
      .where(and(inArray(s.messages.accountId, adminAccounts), isNotNull(s.messages.audioKey)))
      .limit(1);
    expect(m, 'the seed has voicemails in the admin’s accounts').toBeDefined();
    const res = await ctx.app.request(`/portalApi/api/media/voicemail/${m!.audioKey}`, bearer(keys['admin']!));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    expect(bytes.byteLength).toBe(44 + (m!.recordingDuration ?? 10) * 8000);
    const other = await ctx.app.request(`/portalApi/api/media/voicemail/${m!.audioKey}`, bearer(keys['nochat']!));
    expect(other.status).toBe(404);
  });
});

describe('GET /api/messages', () => {
  it('returns the user’s latest 20 items and the unread counters, which follow a read', async () => {
    const get = async () => {
      const res = await ctx.app.request('/portalApi/api/messages', bearer(keys['user']!));
      expect(res.status).toBe(200);
      return messagesRecentResponseSchema.parse(await res.json());
    };
    const before = await get();
    expect(before.userMessages.length).toBeGreaterThan(0);
    expect(before.userMessages.length).toBeLessThanOrEqual(20);
    expect(before.userMessages.every((m) => m.userId === ids['user'])).toBe(true);
    const unread = before.userMessages.find((m) => m.messageRead === null);
    if (unread) {
      expect((await post(`/${unread.messageId}/read`, 'user')).status).toBe(200);
      expect((await get()).unreadMessageCount).toBe(before.unreadMessageCount - 1);
    }
  });
});

describe('the unread counter', () => {
  it("counts no texts for a user without text access: only the unread items they can see and mark read", async () => {
    const res = await ctx.app.request('/portalApi/api/messages', bearer(keys['user']!));
    const { unreadMessageCount } = messagesRecentResponseSchema.parse(await res.json());
    const who = { userId: ids['user']!, scope: await userAccountScope(ctx.database.db, ids['user']!) };
    const now = Date.now();
    const visible = await listMessages(ctx.database.db, who, { startTime: new Date(now - 30 * DAY), endTime: new Date(now + DAY), pageNumber: 0, pageSize: 10_000 });
    expect(unreadMessageCount).toBe(visible.filter((m) => m.messageRead === null).length);
    // Their accounts do have unread texts: the counter leaves them out, it does not miss them.
    const [texts] = await queryRows<{ n: number }>(ctx.database.db, sql`select coalesce(sum(unread), 0)::int as n from sms_tasks where account_id in (${sql.join(who.scope.accountIds.map((id) => sql`${id}`), sql`, `)})`);
    expect(Number(texts!.n)).toBeGreaterThan(0);
  });
});

describe('listMessages paging', () => {
  it('small pages over several accounts join up to the whole list, in order, without gaps or repeats', async () => {
    const who = { userId: ids['admin']!, scope: await userAccountScope(ctx.database.db, ids['admin']!) };
    const window = { startTime: new Date(Date.now() - 60 * DAY), endTime: new Date(Date.now() + DAY) };
    const whole = await listMessages(ctx.database.db, who, { ...window, pageNumber: 0, pageSize: 10_000 });
    const paged: number[] = [];
    for (let page = 0; page < 200; page++) {
      const rows = await listMessages(ctx.database.db, who, { ...window, pageNumber: page, pageSize: 7 });
      if (rows.length === 0) break;
      paged.push(...rows.map((m) => m.messageId));
    }
    expect(paged).toEqual(whole.map((m) => m.messageId));
  });
});
