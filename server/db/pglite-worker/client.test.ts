/**
 * PGlite in a worker thread behind the drizzle driver (client.ts): the same answers, errors,
 * transactions, LISTEN/NOTIFY and data directory as in-process, and the event loop stays free
 * while a query runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, sql, type Database } from '../client';
import { demoUsers } from '../demo-users';
import * as s from '../schema';
import { testSnapshot } from '../../http/test-context';
import { dumpSnapshot, openFromSnapshot } from '../snapshot';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ loadDataDir: await testSnapshot(), pgliteThread: 'worker' });
});
afterAll(async () => {
  await database?.close();
});

const admin = demoUsers[0]!.username;

describe('PGlite in a worker thread', () => {
  it('answers drizzle selects with the driver types (timestamps as dates, numbers, nulls)', async () => {
    const [user] = await database.db.select().from(s.users).where(eq(s.users.username, admin));
    expect(user?.username).toBe(admin);
    expect(user?.userId).toEqual(expect.any(Number));
    const [message] = await database.db.select({ taken: s.messages.taken }).from(s.messages).limit(1);
    expect(message?.taken).toBeInstanceOf(Date);
    expect(Number.isNaN(message!.taken.getTime())).toBe(false);
  });

  it('passes PostgreSQL errors through with their code and constraint', async () => {
    await database.db.execute(sql`create table thread_keys (id int constraint thread_keys_pk primary key)`);
    await database.db.execute(sql`insert into thread_keys values (1)`);
    const error = await database.db.execute(sql`insert into thread_keys values (1)`).then(
      () => null,
      (err: unknown) => err as { cause?: { code?: string; constraint?: string } },
    );
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'thread_keys_pk' });
  });

  it('commits a transaction, and a query sent meanwhile waits for it (one connection, as in-process)', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table thread_probe (n int)`);
      outside = queryRows(database.db, sql`select count(*)::int as n from thread_probe`).then((rows) => order.push(`outside saw ${String(rows[0]!.n)}`));
      await tx.execute(sql`insert into thread_probe values (1), (2)`);
      order.push('committing');
    });
    await outside;
    expect(order).toEqual(['committing', 'outside saw 2']);
  });

  it('rolls a transaction back when its function throws, and rethrows', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_probe`);
    expect(row?.n).toBe(2);
  });

  it('delivers NOTIFY to LISTEN callbacks until they unlisten', async () => {
    const seen: string[] = [];
    const unlisten = await database.listen('thread_channel', (payload) => seen.push(payload));
    await database.notify('thread_channel', 'one');
    await expect.poll(() => seen).toEqual(['one']);
    await unlisten();
    await database.notify('thread_channel', 'two');
    await database.notify('thread_channel_other', 'flush');
    expect(seen).toEqual(['one']);
  });

  it('dumps a snapshot that opens in-process', async () => {
    const copy = await openFromSnapshot(await dumpSnapshot(database));
    try {
      const [row] = await queryRows<{ n: number }>(copy.db, sql`select count(*)::int as n from thread_probe`);
      expect(row?.n).toBe(2);
    } finally {
      await copy.close();
    }
  });

  it('keeps the event loop free while a long query runs', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const t = performance.now();
      longestGap = Math.max(longestGap, t - last);
      last = t;
    }, 2);
    const started = performance.now();
    await queryRows(database.db, sql`select count(*) from generate_series(1, 3000000) a, lateral (select md5(a::text)) b`);
    const took = performance.now() - started;
    clearInterval(ticker);
    // In-process the longest gap would be the whole query; here timers keep firing.
    expect(took).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(took / 2);
  });
});

describe('a data directory written through the thread', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-thread-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the directory PGlite writes in-process, both ways (the PORTAL_DATA_DIR format is unchanged)', async () => {
    // Written in-process first (from the snapshot: no initdb), then changed through the thread.
    const first = await openDatabase({ dataDir: dir, loadDataDir: await testSnapshot() });
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('in-process')`);
    await first.close();
    const threaded = await openDatabase({ dataDir: dir, pgliteThread: 'worker' });
    expect(await queryRows(threaded.db, sql`select word from kept`)).toEqual([{ word: 'in-process' }]);
    await threaded.db.execute(sql`insert into kept values ('through the thread')`);
    await threaded.close();
    const inProcess = await openDatabase({ dataDir: dir });
    try {
      expect(await queryRows(inProcess.db, sql`select word from kept order by word`)).toEqual([{ word: 'in-process' }, { word: 'through the thread' }]);
    } finally {
      await inProcess.close();
    }
  }, 120_000);
});
