/**
 * Two server processes on one PostgreSQL (core §3 SMS task): the first texts with a new contact,
 * arriving on both processes at once, land in one conversation, never two. Needs
 * TEST_DATABASE_URL (npm run test:pg).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { prepareDatabase } from '../prepare';
import { phoneNumbers, smsMessages, smsTasks, users } from '../schema';
import { appendText } from './text';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('text conversations over PostgreSQL with two processes', () => {
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    a = await openDatabase({ url: url! });
    await prepareDatabase(a, { messages: 50 });
    b = await openDatabase({ url: url! });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('one conversation per contact when its first texts arrive on both processes at once', async () => {
    const [number] = await a.db.select().from(phoneNumbers).limit(1);
    const [recipient] = await a.db.select({ userId: users.userId }).from(users).limit(1);
    const contacts = Array.from({ length: 12 }, (_, i) => `+1503555${String(7000 + i)}`);
    const text = (db: Database, contact: string, n: number) =>
      appendText(db.db, {
        number: { phoneNumberId: number!.phoneNumberId, phoneNumber: number!.phoneNumber, accountId: number!.accountId },
        contact,
        text: `hello ${n}`,
        recipientUserId: recipient!.userId,
      });
    await Promise.all(contacts.flatMap((contact) => [text(a, contact, 1), text(b, contact, 2), text(a, contact, 3), text(b, contact, 4)]));

    const tasks = await a.db
      .select({ taskId: smsTasks.taskId, ani: smsTasks.ani, unread: smsTasks.unread })
      .from(smsTasks)
      .where(and(eq(smsTasks.phoneNumberId, number!.phoneNumberId), inArray(smsTasks.ani, contacts)));
    expect(tasks).toHaveLength(contacts.length);
    expect(tasks.every((t) => t.unread === 4)).toBe(true);
    const texts = await a.db.select({ taskId: smsMessages.taskId }).from(smsMessages).where(inArray(smsMessages.taskId, tasks.map((t) => t.taskId)));
    expect(texts).toHaveLength(contacts.length * 4);
  });
});
