/**
 * No lost write on PGlite (issue 18): the real server process on a fresh data directory is
 * killed with SIGKILL in the middle of a burst of triage, contact and status writes, three times,
 * and started again on the same directory each time; every write it answered 2xx is there.
 * The PostgreSQL variant is no-lost-write.pg.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { cachedSeededSnapshot } from '../db/snapshot';
import { runCrashRounds } from './crash-rounds';
import { startServer } from './server-process';

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
  // The seeded snapshot the server tests share, unpacked into the directory the server opens
  // (seeding from scratch inside the child would cost 10-60 s on a busy machine).
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  const database = await openDatabase({ dataDir, loadDataDir: await cachedSeededSnapshot({ messages: 200, now: hour }) });
  await database.close();
}, 300_000);
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('no lost write on PGlite', () => {
  it('keeps every acknowledged write through three SIGKILLs mid-burst', async () => {
    const report = await runCrashRounds({ rounds: 3, start: () => startServer({ baseEnv: process.env, dataDir }) });
    console.log(`[no-lost-write pglite] ${JSON.stringify({ ...report, rounds: report.rounds.map(({ refused: _r, lost, ...r }) => ({ ...r, lost: lost.length })) })}`);
    for (const round of report.rounds) {
      expect(round.refused).toEqual([]);
      expect(round.killedMidBurst).toBe(true);
      expect(round.lost).toEqual([]);
    }
    expect(report.acknowledged).toBeGreaterThan(100);
  }, 300_000);
});
