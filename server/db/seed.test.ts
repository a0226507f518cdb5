import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { type Database, queryRows } from './client';
import { demoPassword, demoUsers } from './demo-users';
import * as schema from './schema';
import { isSeeded, wipeDatabase } from './seed';
import { reportTaskTypes } from '../../src/contract/reports';
import { messageTypes } from './seed/activity';
import { firstInvoicedDay } from './seed/billing';
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

/** Messages of the recent window (the 45 days before now). */
async function recentCount(database: Database) {
  const since = new Date(now.getTime() - 45 * 86_400_000);
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from messages where taken >= ${since.toISOString()}::timestamptz`);
  return Number(row?.n);
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

  it('is seeded with the default size: 1,500 items in the recent window, a tenth more for the dental branches', async () => {
    expect(await isSeeded(database)).toBe(true);
    expect(await recentCount(database)).toBe(1650);
    const [row] = await database.db.select({ n: count() }).from(schema.messages);
    expect(row?.n).toBeGreaterThan(1650);
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

  it('keeps the recent activity within 45 days and a year of read calls before it, from the oldest invoice on', async () => {
    const [r] = await queryRows<{ lo: Date; hi: Date }>(database.db, sql`select min(taken) as lo, max(taken) as hi from messages`);
    expect(new Date(r!.hi).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(r!.lo).getTime()).toBeGreaterThanOrEqual(firstInvoicedDay(now, 1).getTime());
    const before = sql`taken < ${new Date(now.getTime() - 45 * 86_400_000).toISOString()}::timestamptz`;
    const types = await queryRows<{ t: string }>(database.db, sql`select distinct message_type as t from messages where ${before}`);
    expect(types.map((t) => t.t).sort()).toEqual([...reportTaskTypes].sort());
    const [unread] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from messages where ${before} and message_read is null`);
    expect(Number(unread?.n)).toBe(0);
    // Every invoice's period has calls (the invoices bill them: server/routes/reports-invoices.test.ts).
    const quiet = await queryRows<{ invoice: string }>(
      database.db,
      sql`select i.invoice_number as invoice from invoices i
            join invoice_lines l on l.invoice_id = i.invoice_id and l.transaction_type = 'CHARGE' and l.period_start is not null
          where not exists (select 1 from messages m where m.account_id = i.account_id
            and m.message_type in ('AGENT','AGENT+VM','IC','OC','VIP','VM','CS','TASK')
            and m.taken >= l.period_start and m.taken < l.period_end)
          group by i.invoice_number`,
    );
    expect(quiet).toEqual([]);
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
  }, 180_000); // two seeds of the default size (a year of history each): slow on a busy 2-core machine

  it('wipes to an empty database', async () => {
    await wipeDatabase(database);
    expect(await isSeeded(database)).toBe(false);
    await resetToSeed(database, { now, messages: 200 });
    expect(await recentCount(database)).toBe(220);
  }, 120_000);

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
