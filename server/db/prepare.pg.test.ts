/**
 * Two processes starting at once on one empty PostgreSQL: one migrates and seeds, the other
 * waits and finds it done, and neither fails. Runs on a database of its own, created here, so
 * the "empty" is real. Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';

const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('prepareDatabase on PostgreSQL', () => {
  const name = `portal_prepare_${process.pid}_${Date.now()}`;
  const opened: Database[] = [];
  const admin = () => new pg.Client({ connectionString: url });

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists "${name}"`);
    await client.end();
  });

  it('two processes on an empty database: exactly one seeds, both succeed', async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const a = await openDatabase({ url: target.toString() });
    const b = await openDatabase({ url: target.toString() });
    opened.push(a, b);

    const results = await Promise.all([prepareDatabase(a, { messages: 20 }), prepareDatabase(b, { messages: 20 })]);

    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const [row] = await b.db.select({ n: count() }).from(users);
    expect(row!.n).toBeGreaterThan(0);
  }, 120_000);
});
