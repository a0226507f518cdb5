import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesAllResponseSchema } from '../../src/contract/activity';
import { assistMessages } from '../../src/contract/assist';
import * as s from '../db/schema';
import { findUserByLogin } from '../db/repositories/users';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};
let userNumber = 0;
let location2 = 0;
let location4 = 0;
let foreignMessage = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['user', 'nochat']) keys[name] = (await login(ctx.app, name)).sessionKey;
  const user = await findUserByLogin(ctx.database.db, 'user');
  const [patch] = await ctx.database.db.select().from(s.userPatchNumbers).where(eq(s.userPatchNumbers.userId, user!.userId)).limit(1);
  userNumber = patch!.phoneNumberId;
  location2 = (await ctx.database.db.select().from(s.locations).where(eq(s.locations.accountId, 2)).limit(1))[0]!.locationId;
  location4 = (await ctx.database.db.select().from(s.locations).where(eq(s.locations.accountId, 4)).limit(1))[0]!.locationId;
  foreignMessage = (await ctx.database.db.select().from(s.messages).where(eq(s.messages.accountId, 4)).limit(1))[0]!.messageId;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const assist = (key: string, values: Record<string, string>) =>
  ctx.app.request('/portalApi/api/me/assistRequest', bearer(key, form({ requestType: 'ASSIST', request: 'Please call the client back', locationId: String(location2), outboundPhoneNumberId: String(userNumber), ...values })));

describe('POST /api/me/assistRequest', () => {
  it('files the request as a TASK item in the requester’s activity', async () => {
    const res = await assist(keys.user!, { request: 'Call Mr. Lee back about the lease', referenceTaskId: '', referenceMessageId: '' });
    expect(res.status).toBe(200);
    const { messageId } = (await res.json()) as { messageId: number };
    const q = new URLSearchParams({ startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString(), pageNumber: '0' });
    const list = messagesAllResponseSchema.parse(await (await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys.user!))).json());
    expect(list.userMessages.find((m) => m.messageId === messageId)).toMatchObject({ messageType: 'TASK', request: 'Call Mr. Lee back about the lease', locationId: location2 });
  });

  it('refuses another account’s location, a number not the user’s, a foreign activity item and bad input', async () => {
    const location = await assist(keys.user!, { locationId: String(location4) });
    expect(location.status).toBe(403);
    expect(location.headers.get('X-PORTAL-ERROR')).toBe(assistMessages.notYourLocation);
    const nochatUser = await findUserByLogin(ctx.database.db, 'nochat');
    const [theirs] = await ctx.database.db.select().from(s.userPatchNumbers).where(eq(s.userPatchNumbers.userId, nochatUser!.userId)).limit(1);
    expect((await assist(keys.user!, { outboundPhoneNumberId: String(theirs!.phoneNumberId) })).status).toBe(403);
    const ref = await assist(keys.user!, { referenceMessageId: String(foreignMessage) });
    expect(ref.status).toBe(404);
    expect((await assist(keys.user!, { request: '  ' })).status).toBe(400);
    expect((await assist(keys.user!, { request: 'x'.repeat(1001) })).status).toBe(400);
    expect((await assist(keys.user!, { requestType: 'OTHER' })).status).toBe(400);
  });
});

describe('a referenced task', () => {
  it('must belong to an activity item the user sees, checked on its own', async () => {
    const db = ctx.database.db;
    const daniel = await findUserByLogin(db, 'user');
    const [own] = await db.select().from(s.messages).where(eq(s.messages.userId, daniel!.userId)).limit(1);
    const [ownTask, foreignTask, noTask] = [880_001, 880_002, 880_003];
    await db.update(s.messages).set({ taskId: ownTask }).where(eq(s.messages.messageId, own!.messageId));
    await db.update(s.messages).set({ taskId: foreignTask }).where(eq(s.messages.messageId, foreignMessage));

    for (const taskId of [foreignTask, noTask]) {
      const res = await assist(keys.user!, { referenceTaskId: String(taskId) });
      expect(res.status, String(taskId)).toBe(404);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(assistMessages.notYourTask);
    }
    // A message the user sees does not vouch for a task id sent beside it.
    const mixed = await assist(keys.user!, { referenceMessageId: String(own!.messageId), referenceTaskId: String(foreignTask) });
    expect(mixed.status).toBe(404);
    expect(mixed.headers.get('X-PORTAL-ERROR')).toBe(assistMessages.notYourTask);

    const ok = await assist(keys.user!, { referenceMessageId: String(own!.messageId), referenceTaskId: String(ownTask) });
    expect(ok.status).toBe(200);
    const { messageId } = (await ok.json()) as { messageId: number };
    const [task] = await db.select().from(s.messages).where(eq(s.messages.messageId, messageId));
    expect(task).toMatchObject({ messageType: 'TASK', taskId: ownTask });
  });
});

describe('after the test surface adds activity with explicit ids', () => {
  it('still files assist tasks (the sequence moved past them)', async () => {
    const control = await createTestContext({ PORTAL_TEST_CONTROL: '1' });
    try {
      const key = (await login(control.app, 'user')).sessionKey;
      const t = await control.app.request('/__test/messages', { method: 'POST', body: JSON.stringify({ username: 'user', text: 'seq' }), headers: { 'Content-Type': 'application/json' } });
      expect(t.status).toBe(200);
      const res = await control.app.request(
        '/portalApi/api/me/assistRequest',
        bearer(key, form({ requestType: 'ASSIST', request: 'After a test message', locationId: String(location2), outboundPhoneNumberId: String(userNumber) })),
      );
      expect(res.status).toBe(200);
    } finally {
      await control.close();
    }
  });
});
