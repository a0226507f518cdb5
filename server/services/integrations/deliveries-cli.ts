/**
 * Works the integrations' delivery queue from a shell, as the server's worker does, until nothing
 * is due, then prints what it did as one JSON line:
 *   tsx server/services/integrations/deliveries-cli.ts [--url postgres://…] [--batch 20] [--wait]
 * Without --url it uses DATABASE_URL. With --wait it connects, prints {"ready":true} and starts
 * only when a line arrives on stdin (the PostgreSQL test starts two at the same instant so they
 * compete for the same rows as two server processes would). Mail and texts go out as the server
 * sends them (SMTP / Twilio when configured, the outbox table otherwise).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { loadEnv } from '../../env';
import { notifierFromEnv } from '../outbox/notifier';
import { processDueDeliveries, type PassResult } from './delivery-worker';

const { values } = parseArgs({ options: { url: { type: 'string' }, batch: { type: 'string' }, wait: { type: 'boolean' } } });
const env = loadEnv();
const url = values.url ?? env.DATABASE_URL;
if (!url) {
  console.error('deliveries-cli: give --url or set DATABASE_URL (the queue is shared through PostgreSQL).');
  process.exit(2);
}
const batch = values.batch ? Number(values.batch) : undefined;
const database = await openDatabase({ url });
try {
  if (values.wait) {
    console.log(JSON.stringify({ ready: true }));
    const lines = createInterface({ input: process.stdin });
    await new Promise<void>((resolve) => lines.once('line', () => resolve()));
    lines.close();
  }
  const deps = { notifier: notifierFromEnv(database.db, env) };
  const total: PassResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const pass = await processDueDeliveries(database.db, deps, batch ? { limit: batch } : {});
    if (pass.claimed === 0) break;
    total.claimed += pass.claimed;
    total.sent += pass.sent;
    total.retried += pass.retried;
    total.failed += pass.failed;
  }
  console.log(JSON.stringify(total));
} finally {
  await database.close();
}
