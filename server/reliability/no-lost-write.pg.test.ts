/**
 * No lost write on PostgreSQL (issue 18): the same rounds as no-lost-write.test.ts, with the server
 * process on a throwaway database of the test PostgreSQL (npm run test:pg). The server is what is
 * killed, PostgreSQL keeps running: this proves the server answers 2xx only after its commit, with
 * nothing held back in the process (a cache, a queue, a write-behind) that a crash would drop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { runCrashRounds } from './crash-rounds';
import { startServer } from './server-process';

const url = process.env['TEST_DATABASE_URL'];
const name = `crash_${process.pid}_${Date.now()}`;
let databaseUrl = '';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!url) return;
  await admin((c) => c.query(`create database "${name}"`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  databaseUrl = target.toString();
});
afterAll(async () => {
  if (databaseUrl) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

describe.skipIf(!url)('no lost write on PostgreSQL', () => {
  it('keeps every acknowledged write through three SIGKILLs of the server mid-burst', async () => {
    // The first start migrates and seeds the empty database (a small seed: the test is about writes).
    const report = await runCrashRounds({ rounds: 3, start: () => startServer({ baseEnv: process.env, databaseUrl, seedMessages: 200 }) });
    console.log(`[no-lost-write postgres] ${JSON.stringify({ ...report, rounds: report.rounds.map(({ refused: _r, lost, ...r }) => ({ ...r, lost: lost.length })) })}`);
    for (const round of report.rounds) {
      expect(round.refused).toEqual([]);
      expect(round.killedMidBurst).toBe(true);
      expect(round.lost).toEqual([]);
    }
    expect(report.acknowledged).toBeGreaterThan(100);
  }, 300_000);
});
