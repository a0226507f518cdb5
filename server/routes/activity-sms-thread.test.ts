import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesAllResponseSchema } from '../../src/contract/activity';
import * as s from '../db/schema';
import { bearer, createTestContext, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let key = '';
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  key = (await login(ctx.app, 'admin')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('SMS and TEXT items carry their conversation', () => {
  it('lists every text of the task, oldest first, and nothing on other types', async () => {
    const q = new URLSearchParams({
      startTime: new Date(Date.now() - 60 * DAY).toISOString(),
      endTime: new Date(Date.now() + DAY).toISOString(),
      pageNumber: '0',
    });
    const res = await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(key));
    expect(res.status).toBe(200);
    const { userMessages } = messagesAllResponseSchema.parse(await res.json());
    const texts = userMessages.filter((m) => m.messageType === 'SMS' || m.messageType === 'TEXT');
    expect(texts.length).toBeGreaterThan(0);
    for (const m of texts) {
      const stored = await ctx.database.db.select().from(s.smsMessages).where(eq(s.smsMessages.taskId, m.taskId!));
      expect(m.messages?.map((t) => t.messageId).sort()).toEqual(stored.map((t) => t.messageId).sort());
      const times = m.messages!.map((t) => t.taken);
      expect(times).toEqual([...times].sort());
    }
    expect(userMessages.filter((m) => m.messageType === 'VM').every((m) => m.messages === undefined)).toBe(true);
  });
});
