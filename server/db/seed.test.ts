import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { type Database, queryRows } from './client';
import { demoPassword, demoUsers } from './demo-users';
import * as schema from './schema';
import { isSeeded, wipeDatabase } from './seed';
import { messageTypes } from './seed/activity';
import { cachedSeededSnapshot, openFromSnapshot, resetToSeed } from './snapshot';

const now = new Date('2026-11-20T18:00:00Z');
const tables = ['accounts', 'users', 'messages', 'chats', 'chat_messages', 'sms_tasks', 'sms_messages', 'contacts', 'invoices', 'leads'];

async function tableCounts(database: Database) {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from "${t}"`));
    out[t] = Number(row?.n);
  }
  return out;
}

const firstMessages = (database: Database) =>
  database.db
    .select({ id: schema.messages.messageId, type: schema.messages.messageType, taken: schema.messages.taken, caller: schema.messages.caller, ani: schema.messages.ani, userId: schema.messages.userId })
    .from(schema.messages)
    .orderBy(asc(schema.messages.messageId))
    .limit(25);

describe('seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openFromSnapshot(await cachedSeededSnapshot({ now }));
  }, 240_000); // the first run builds the snapshot (initdb + migrate + seed); shared machines are slow
  afterAll(async () => {
    await database?.close();
  });

  it('is seeded with the default size', async () => {
    expect(await isSeeded(database)).toBe(true);
    const [row] = await database.db.select({ n: count() }).from(schema.messages);
    expect(row?.n).toBe(1500);
  });

  it('creates every message type, chats and texts linked from their messages', async () => {
    const rows = await queryRows<{ t: string; n: number }>(database.db, sql`select message_type as t, count(*)::int as n from messages group by 1`);
    const types = rows.map((r) => r.t).sort();
    expect(types).toEqual([...messageTypes].sort());
    const [orphans] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from messages m where (m.message_type = 'CHAT' and not exists (select 1 from chats c where c.chat_id = m.chat_id))
            or (m.message_type in ('SMS','TEXT') and not exists (select 1 from sms_tasks t where t.task_id = m.task_id))`,
    );
    expect(Number(orphans?.n)).toBe(0);
    const [blocked] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from messages where task_status = 'BLOCKED'`);
    expect(Number(blocked?.n)).toBeGreaterThan(0);
  });

  it('keeps activity within the last 45 days before now', async () => {
    const [r] = await queryRows<{ lo: Date; hi: Date }>(database.db, sql`select min(taken) as lo, max(taken) as hi from messages`);
    expect(new Date(r!.hi).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(r!.lo).getTime()).toBeGreaterThanOrEqual(now.getTime() - 45 * 86_400_000);
  });

  it('stores demo users with the demo password', async () => {
    const users = await database.db.select().from(schema.users).orderBy(asc(schema.users.userId));
    for (const d of demoUsers) expect(users.some((u) => u.username === d.username && u.email === d.email)).toBe(true);
    expect(await verifyPassword(demoPassword, users[0]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', users[0]!.passwordHash)).toBe(false);
  });

  it('moves sequences past the explicit ids', async () => {
    const [row] = await database.db.insert(schema.statusLists).values({ listType: 'MESSAGE', code: 'X', text: 'x' }).returning();
    expect(row!.statusListId).toBeGreaterThan(19);
  });

  it('is deterministic: resetting with the same seed and now gives the same data', async () => {
    const before = { counts: await tableCounts(database), first: await firstMessages(database) };
    await resetToSeed(database, { now });
    const after = { counts: await tableCounts(database), first: await firstMessages(database) };
    expect(after).toEqual(before);
    await resetToSeed(database, { now, seed: 7 });
    expect(await firstMessages(database)).not.toEqual(before.first);
  });

  it('wipes to an empty database', async () => {
    await wipeDatabase(database);
    expect(await isSeeded(database)).toBe(false);
    await resetToSeed(database, { now, messages: 200 });
    const [row] = await database.db.select({ n: count() }).from(schema.messages);
    expect(row?.n).toBe(200);
  });

  it('delivers LISTEN/NOTIFY payloads', async () => {
    const got: string[] = [];
    const unlisten = await database.listen('portal_update', (p) => got.push(p));
    await database.notify('portal_update', '{"userIds":[1]}');
    await new Promise((r) => setTimeout(r, 20));
    await unlisten();
    await database.notify('portal_update', 'ignored');
    await new Promise((r) => setTimeout(r, 20));
    expect(got).toEqual(['{"userIds":[1]}']);
  });
});
