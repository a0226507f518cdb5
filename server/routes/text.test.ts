import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsTaskSchema, smsTasksResponseSchema, textMessages } from '../../src/contract/text';
import * as s from '../db/schema';
import { findUserByLogin } from '../db/repositories/users';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};
/** Numbers of Harbor Law – Downtown (account 2): the first ACTIVE + 10DLC verified, the second unverified. */
let verified = 0;
let unverified = 0;
let soloNumber = 0;

const post = (path: string, key: string, values: Record<string, string> = {}) => ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));
const get = (path: string, key: string) => ctx.app.request(`/portalApi${path}`, bearer(key));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function numberOf(accountId: number, dlcVerified: 'Y' | 'N') {
  const [row] = await ctx.database.db
    .select({ id: s.phoneNumbers.phoneNumberId })
    .from(s.phoneNumbers)
    .where(and(eq(s.phoneNumbers.accountId, accountId), eq(s.phoneNumbers.dlcVerified, dlcVerified), eq(s.phoneNumbers.status, 'ACTIVE')))
    .orderBy(s.phoneNumbers.phoneNumberId)
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['usersms', 'user', 'admin', 'nochat', 'guest']) keys[name] = (await login(ctx.app, name)).sessionKey;
  verified = await numberOf(2, 'Y');
  unverified = await numberOf(2, 'N');
  soloNumber = await numberOf(4, 'Y');
  // The guest (GUEST on account 2) gets the verified number too: the restricted role must still refuse.
  const guest = await findUserByLogin(ctx.database.db, 'guest');
  await ctx.database.db.insert(s.userPatchNumbers).values({ userId: guest!.userId, phoneNumberId: verified, assist: 'N' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const list = async (key: string, query: Record<string, string> = {}) => {
  const q = new URLSearchParams({ startDate: new Date(Date.now() - 40 * 86_400_000).toISOString(), endDate: new Date(Date.now() + 86_400_000).toISOString(), smsVersion: '0', ...query });
  return get(`/api/smsTasks?${q}`, key);
};

describe('GET /api/smsTasks', () => {
  it('lists the conversations of the accounts with text access, newest first, paged', async () => {
    const res = await list(keys.usersms!);
    expect(res.status).toBe(200);
    const page = smsTasksResponseSchema.parse(await res.json());
    expect(page.smsTasks.length).toBeGreaterThan(0);
    expect(page.smsTasks.every((t) => t.accountId === 2)).toBe(true);
    expect(page.smsTasks.every((t) => t.messages.length > 0)).toBe(true);
    const times = page.smsTasks.map((t) => t.lastMessage ?? t.taken);
    expect(times).toEqual([...times].sort().reverse());
    const second = smsTasksResponseSchema.parse(await (await list(keys.usersms!, { pageNumber: '1' })).json());
    const firstIds = new Set(page.smsTasks.map((t) => t.taskId));
    expect(second.smsTasks.some((t) => firstIds.has(t.taskId))).toBe(false);
  });

  it('answers only later changes for a version', async () => {
    const page = smsTasksResponseSchema.parse(await (await list(keys.usersms!)).json());
    const later = smsTasksResponseSchema.parse(await (await list(keys.usersms!, { smsVersion: String(page.version) })).json());
    expect(later.smsTasks).toEqual([]);
  });

  it('answers a date PostgreSQL cannot store with a 400, and bounds a window worked out back from year 1', async () => {
    // JavaScript's own limits, which PostgreSQL refuses (the long fuzz run found the 500).
    const extremes: Record<string, string>[] = [{ endDate: '+275760-09-13T00:00:00.000Z' }, { startDate: '-271821-04-20' }, { endTime: '+275760-09-13T00:00:00.000Z' }, { startTime: '-271821-04-20' }];
    for (const query of extremes) {
      const res = await list(keys.usersms!, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.headers.get('X-PORTAL-ERROR')).toMatch(/is not a valid date\.$/);
    }
    // No start: a month before the end, which here would fall before year 1.
    const early = await get(`/api/smsTasks?endDate=${encodeURIComponent('0001-01-05T00:00:00Z')}`, keys.usersms!);
    expect(early.status).toBe(200);
    expect(smsTasksResponseSchema.parse(await early.json()).smsTasks).toEqual([]);
  });

  it('refuses users without text access and accepts the startTime/endTime spelling', async () => {
    const res = await list(keys.user!);
    expect(res.status).toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(textMessages.noTextAccess);
    const other = await get(`/api/smsTasks?startTime=${encodeURIComponent(new Date(Date.now() - 86_400_000 * 30).toISOString())}&pageNumber=0&version=0`, keys.nochat!);
    expect(other.status).toBe(200);
    const page = smsTasksResponseSchema.parse(await other.json());
    // nochat's texts are those of her three accounts (the parent and its two branches): which of
    // them holds texts in the last 30 days depends on when the seed ran, so no single account.
    const nochat = await findUserByLogin(ctx.database.db, 'nochat');
    const roles = await ctx.database.db.select({ accountId: s.userAccountRoles.accountId }).from(s.userAccountRoles).where(eq(s.userAccountRoles.userId, nochat!.userId));
    const hers = new Set(roles.map((r) => r.accountId));
    expect(hers.size).toBe(3);
    expect(page.smsTasks.every((t) => hers.has(t.accountId))).toBe(true);
  });

  it('refuses hostile parameters with a 400', async () => {
    expect((await list(keys.usersms!, { pageNumber: '-1' })).status).toBe(400);
    expect((await list(keys.usersms!, { startDate: 'yesterday' })).status).toBe(400);
  });
});

describe('POST /api/smsTasks', () => {
  it('sends from an ACTIVE, verified number: the text lands in its conversation and the account is told', async () => {
    const spy = vi.spyOn(ctx.hub, 'notifyUsers');
    const res = await post('/api/smsTasks', keys.usersms!, { sourcePhoneNumberId: String(verified), destinationPhoneNumber: '5035550177', message: 'Hello from the portal' });
    expect(res.status).toBe(200);
    const task = smsTaskSchema.parse(await res.json());
    expect(task.ani).toBe('+15035550177');
    expect(task.canReply).toBe(true);
    expect(task.messages.at(-1)).toMatchObject({ textContent: 'Hello from the portal', dnis: '+15035550177', sendingUser: 'Sofia Alvarez' });
    const notified = spy.mock.calls.flatMap(([ids]) => ids);
    const admin = await findUserByLogin(ctx.database.db, 'admin');
    expect(notified).toContain(admin!.userId);
    expect(spy.mock.calls.some(([, areas]) => areas?.includes('texts'))).toBe(true);
    spy.mockRestore();
    // A second text joins the same conversation; the reference line stored both in the outbox.
    const again = smsTaskSchema.parse(await (await post('/api/smsTasks', keys.usersms!, { sourcePhoneNumberId: String(verified), destinationPhoneNumber: '+15035550177', message: 'Second' })).json());
    expect(again.taskId).toBe(task.taskId);
    expect(again.messages.map((m) => m.textContent).slice(-2)).toEqual(['Hello from the portal', 'Second']);
    const outbox = await ctx.database.db.select().from(s.outbox).where(eq(s.outbox.purpose, 'text-message'));
    expect(outbox.map((o) => o.recipient)).toEqual(['+15035550177', '+15035550177']);
  });

  it('refuses unverified numbers, numbers of others and restricted roles on the server', async () => {
    const cases: [string, number][] = [['usersms', unverified], ['usersms', soloNumber], ['guest', verified], ['user', soloNumber]];
    for (const [who, number] of cases) {
      const res = await post('/api/smsTasks', keys[who]!, { sourcePhoneNumberId: String(number), destinationPhoneNumber: '5035550178', message: 'Nope' });
      expect(res.status, `${who} from ${number}`).toBe(403);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(textMessages.cannotSend);
    }
  });

  it('bounds the message and the destination', async () => {
    const send = (message: string, destinationPhoneNumber = '5035550179') =>
      post('/api/smsTasks', keys.usersms!, { sourcePhoneNumberId: String(verified), destinationPhoneNumber, message });
    expect((await send('x'.repeat(1001))).status).toBe(400);
    expect((await send('   ')).status).toBe(400);
    expect((await send('hi', 'not a number')).status).toBe(400);
    expect((await send('hi', '12345')).status).toBe(400);
    expect((await send('hi', '+0000000')).status).toBe(400);
    expect((await send('hi', '0205550179')).status).toBe(400);
    expect((await send('x'.repeat(1000))).status).toBe(200);
  });
});

describe('POST /api/smsTasks/{id}/read', () => {
  it('clears the unread count of a visible conversation; another account’s is a 404', async () => {
    const [task] = await ctx.database.db.select().from(s.smsTasks).where(eq(s.smsTasks.accountId, 2)).limit(1);
    await ctx.database.db.update(s.smsTasks).set({ unread: 3 }).where(eq(s.smsTasks.taskId, task!.taskId));
    const foreign = await post(`/api/smsTasks/${task!.taskId}/read`, keys.nochat!);
    expect(foreign.status).toBe(404);
    const noAccess = await post(`/api/smsTasks/${task!.taskId}/read`, keys.user!);
    expect(noAccess.status).toBe(404);
    const [still] = await ctx.database.db.select().from(s.smsTasks).where(eq(s.smsTasks.taskId, task!.taskId));
    expect(still!.unread).toBe(3);
    const res = await post(`/api/smsTasks/${task!.taskId}/read`, keys.usersms!);
    expect(res.status).toBe(200);
    const [after] = await ctx.database.db.select().from(s.smsTasks).where(eq(s.smsTasks.taskId, task!.taskId));
    expect(after!.unread).toBe(0);
    expect(after!.version).toBeGreaterThan(task!.version);
  });
});

describe('GET /api/smsTasks/genSmsCsv', () => {
  it('exports the texts of the window with formula cells escaped', async () => {
    await post('/api/smsTasks', keys.usersms!, { sourcePhoneNumberId: String(verified), destinationPhoneNumber: '5035550180', message: '=HYPERLINK("http://evil.example")' });
    const res = await get(`/api/smsTasks/genSmsCsv?start=${day(-30)}&end=${day(0)}`, keys.usersms!);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]!.replace('\uFEFF', '')).toBe('Date,Time,Company,Contact,From,To,Sent By,Message');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('allows at most 31 days and only users with text access', async () => {
    const long = await get(`/api/smsTasks/genSmsCsv?start=${day(-40)}&end=${day(0)}`, keys.usersms!);
    expect(long.status).toBe(400);
    expect(long.headers.get('X-PORTAL-ERROR')).toBe('CSV export can only load max of 31 days');
    expect((await get(`/api/smsTasks/genSmsCsv?start=${day(-3)}&end=${day(0)}`, keys.user!)).status).toBe(403);
  });

  it('refuses a range whose window would leave year 9999 (a 500 before)', async () => {
    expect((await get('/api/smsTasks/genSmsCsv?start=9999-12-31&end=9999-12-31', keys.usersms!)).status).toBe(400);
    expect((await get('/api/smsTasks/genSmsCsv?start=9999-12-30&end=9999-12-30&utcOffset=840', keys.usersms!)).status).toBe(200);
  });
});
