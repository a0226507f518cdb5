/**
 * The settle step (billing-account §4 Payment flow): PROCESSING payments become PAID (or FAILED)
 * once the processor says so, the invoice and account balances follow, and the account's users
 * are told over /update. Safe with several server processes on one PostgreSQL: each run claims
 * its payments with FOR UPDATE SKIP LOCKED (repositories/billing-payments.ts), so no payment is
 * settled twice (settle.pg.test.ts runs two at once).
 */
import type { Database } from '../../db/client';
import { settlePayments, type SettledPayment } from '../../db/repositories/billing-payments';
import type { RealtimeHub } from '../../realtime/hub';
import { notifyAccount } from '../number-entries';
import type { PaymentProcessor } from './processor';

export interface SettleDeps {
  database: Database;
  hub: RealtimeHub | null;
  processor: PaymentProcessor;
  /** How long a payment stays PROCESSING before it is settled. */
  settleAfterMs: number;
  /** Payments claimed per run (20 by default). */
  limit?: number;
}

export async function settleDuePayments(deps: SettleDeps, now = new Date()): Promise<SettledPayment[]> {
  const settled = await settlePayments(deps.database.db, {
    dueBefore: new Date(now.getTime() - deps.settleAfterMs),
    ...(deps.limit ? { limit: deps.limit } : {}),
    statusOf: (payment) => deps.processor.paymentStatus(payment.processorReference),
  });
  if (deps.hub) {
    for (const accountId of new Set(settled.map((p) => p.accountId))) await notifyAccount(deps.database.db, deps.hub, accountId);
  }
  return settled;
}

/** Runs the settle step every `everyMs` until stopped (server/index.ts starts it). */
export function startSettleLoop(deps: SettleDeps, everyMs = 2000, log: (line: string) => void = console.error): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDuePayments(deps)
      .catch((error: unknown) => log(`[billing] settle step failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
