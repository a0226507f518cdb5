/**
 * The delivery queue's worker (issue 16). Each pass claims due deliveries with
 * `FOR UPDATE SKIP LOCKED` (repositories/integrations-deliveries.ts), sends each through its
 * link's adapter outside any transaction, and records sent, retry with backoff, or failed after
 * MAX_ATTEMPTS. Every server process runs one; on one PostgreSQL they share the work and never
 * send a delivery twice (the claim's lease outlasts the webhook timeout).
 */
import type { Database, Db } from '../../db/client';
import { findLink } from '../../db/repositories/integrations';
import { activityForDelivery, claimDueDeliveries, finishDelivery, type ClaimedDelivery } from '../../db/repositories/integrations-deliveries';
import { deliver, WEBHOOK_TIMEOUT_MS, type DeliveryDeps } from './delivery-adapters';
import { deliveryPayload } from './delivery-payload';

export const MAX_ATTEMPTS = 5;
export const CLAIM_LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
const BATCH = 20;

/** 30 s, 1 min, 2 min, 4 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export interface PassResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

async function processOne(db: Db, claim: ClaimedDelivery, deps: DeliveryDeps, now: () => Date): Promise<'sent' | 'retry' | 'failed' | 'lost'> {
  const link = await findLink(db, claim.transferLinkId);
  const activity = link ? await activityForDelivery(db, claim.transferLinkId, claim.deliveryId) : null;
  let outcome: Parameters<typeof finishDelivery>[2];
  if (!link || !activity) {
    outcome = { kind: 'failed', error: 'The activity no longer exists.' };
  } else {
    try {
      const result = await deliver(link, deliveryPayload(activity, link.transferKey), deps);
      outcome = { kind: 'sent', via: result.via, payload: result.payload };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = claim.attempts >= MAX_ATTEMPTS
        ? { kind: 'failed', error: message }
        : { kind: 'retry', error: message, nextAttemptAt: new Date(now().getTime() + retryDelayMs(claim.attempts)) };
    }
  }
  const held = await finishDelivery(db, claim, outcome, now());
  return held ? outcome.kind : 'lost';
}

/** One pass over the due deliveries (tests call it directly; the worker loops it). */
export async function processDueDeliveries(db: Db, deps: DeliveryDeps, options: { limit?: number; now?: () => Date } = {}): Promise<PassResult> {
  const now = options.now ?? (() => new Date());
  const claims = await claimDueDeliveries(db, options.limit ?? BATCH, CLAIM_LEASE_MS, now());
  const result: PassResult = { claimed: claims.length, sent: 0, retried: 0, failed: 0 };
  for (const claim of claims) {
    const outcome = await processOne(db, claim, deps, now);
    if (outcome === 'sent') result.sent += 1;
    else if (outcome === 'retry') result.retried += 1;
    else if (outcome === 'failed') result.failed += 1;
  }
  return result;
}

export interface DeliveryWorker {
  /** Runs a pass soon (after new deliveries were queued) instead of at the next tick. */
  nudge(): void;
  stop(): Promise<void>;
}

const workers = new WeakMap<Database, DeliveryWorker>();

/** Starts the process's worker: a pass every `intervalMs`, and soon after each nudge. */
export function startDeliveryWorker(database: Database, deps: DeliveryDeps, options: { intervalMs?: number; log?: (line: string) => void } = {}): DeliveryWorker {
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        let pass: PassResult;
        do {
          again = false;
          pass = await processDueDeliveries(database.db, deps);
        } while (!stopped && (again || pass.claimed > 0));
      } catch (error) {
        log(`[transfers] delivery pass failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, options.intervalMs ?? 5_000);
  timer.unref();
  const worker: DeliveryWorker = {
    nudge: () => setTimeout(run, 0).unref(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      workers.delete(database);
    },
  };
  workers.set(database, worker);
  run();
  return worker;
}

/** Wakes this process's worker for the database, when it runs one (the server does; tests call passes). */
export function nudgeDeliveries(database: Database): void {
  workers.get(database)?.nudge();
}
