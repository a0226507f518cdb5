/**
 * The "no lost write" scenario (issue 18), the same on PGlite and PostgreSQL: start the server,
 * log in as two demo users, then for each round fire a burst of concurrent writes, SIGKILL the
 * server in the middle of it, start it again on the same data and read back every key the test
 * has written so far. What the rounds found is returned for the test to assert and print.
 */
import type { ServerProcess } from './server-process';
import { logIn, readStored, runBurst, triageTargets, type BurstResult, type Writer } from './write-burst';
import { WriteLedger } from './write-ledger';

export interface RoundReport extends BurstResult {
  /** Spawn to first answer of the restart that followed the kill. */
  restartMs: number;
  /** Acknowledged writes missing after the restart (one line each). */
  lost: string[];
}

export interface CrashReport {
  firstStartMs: number;
  rounds: RoundReport[];
  /** Keys the ledger holds at the end. */
  keys: number;
  /** Writes acknowledged over all rounds. */
  acknowledged: number;
}

export interface CrashOptions {
  start: () => Promise<ServerProcess>;
  rounds: number;
  workers?: number;
  /** Acknowledged writes before the kill, per round (varied so the kill lands on different work). */
  killAfterAcks?: (round: number) => number;
}

export async function runCrashRounds(options: CrashOptions): Promise<CrashReport> {
  let server = await options.start();
  const report: CrashReport = { firstStartMs: server.startedInMs, rounds: [], keys: 0, acknowledged: 0 };
  try {
    const writers: Writer[] = [await logIn(server.base, 'admin'), await logIn(server.base, 'user')];
    const triage = new Map<string, Awaited<ReturnType<typeof triageTargets>>>();
    for (const w of writers) triage.set(w.username, await triageTargets(server.base, w));
    const ledger = new WriteLedger();

    for (let round = 1; round <= options.rounds; round++) {
      let dead: Promise<void> = Promise.resolve();
      const victim = server;
      const burst = await runBurst({
        base: server.base,
        writers,
        ledger,
        triage,
        round,
        workers: options.workers ?? 8,
        killAfterAcks: options.killAfterAcks?.(round) ?? 30 + 17 * round,
        kill: () => {
          dead = victim.kill();
        },
      });
      await dead;
      // Never two processes on one data directory: a burst that ended without the kill ends here.
      if (!burst.killedMidBurst) await victim.kill();
      // Same data, new process: the sessions were stored too, so the writers keep their keys.
      server = await options.start();
      const lost = ledger.lost(await readStored(server.base, writers));
      report.rounds.push({ ...burst, restartMs: server.startedInMs, lost });
    }
    report.keys = ledger.keys.length;
    report.acknowledged = ledger.acknowledged;
    return report;
  } finally {
    await server.stop();
  }
}
