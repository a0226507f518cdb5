/**
 * Two server processes on one PostgreSQL work the same delivery queue at once: two OS processes
 * (deliveries-cli.ts, the server's worker passes) started at the same instant on the same
 * database. Every delivery is sent exactly once, both take a share, and the link's counts add up.
 * Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, sql, type Database } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { enqueueDeliveries } from '../../db/repositories/integrations-deliveries';

const url = process.env['TEST_DATABASE_URL'];
const LINK = 2; // the admin's email link (intake@harborlaw.example)
const COUNT = 120;
const cli = fileURLToPath(new URL('./deliveries-cli.ts', import.meta.url));

interface Worker {
  /** Resolves once the process is connected and waits for the start line. */
  ready: Promise<void>;
  start(): void;
  /** What the process did: { claimed, sent, retried, failed }. */
  done: Promise<{ sent: number; claimed: number }>;
}

/** One worker process: tsx running deliveries-cli.ts on the test database, small batches. */
function workerProcess(): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--url', url!, '--batch', '2', '--wait'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    // The CLI reads the server's environment: nothing from the test runner's (no SMTP, no Twilio).
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test' },
  });
  const lines: string[] = [];
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes('"ready"')) onReady();
    else lines.push(line);
  });
  const done = new Promise<{ sent: number; claimed: number }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = lines.filter((l) => l.startsWith('{')).at(-1);
      if (code !== 0 || !last) reject(new Error(`worker exited ${code}: ${lines.join('\n')}`));
      else resolve(JSON.parse(last) as { sent: number; claimed: number });
    });
  });
  return { ready, done, start: () => child.stdin!.end('go\n') };
}

describe.skipIf(!url)('the delivery queue with two worker processes on PostgreSQL', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ url: url! });
    await prepareDatabase(db, { messages: 50 });
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('sends each delivery once', async () => {
    // New activities of the link's owner (the small seed has only a few of the admin's own).
    await db.db.execute(sql`insert into messages (delivery_id, user_id, account_id, message_type, caller, taken, text_content)
      select 880000 + g, l.user_id, 2, 'AGENT', 'Queue Caller ' || g, now() - (g || ' minutes')::interval, 'Queue test ' || g
      from generate_series(1, ${COUNT}) g, transfer_links l where l.transfer_link_id = ${LINK}`);
    const deliveryIds = (await queryRows<{ id: number }>(
      db.db,
      sql`select m.delivery_id as id from messages m join transfer_links l on l.user_id = m.user_id
        where l.transfer_link_id = ${LINK} and m.delivery_id between 880001 and ${880000 + COUNT}`,
    )).map((r) => r.id);
    expect(deliveryIds.length).toBe(COUNT);
    const [before] = await queryRows<{ sent: number; queued: number }>(db.db, sql`select sent, queued from transfer_links where transfer_link_id = ${LINK}`);
    const [outboxBefore] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from outbox where purpose = 'transfer-delivery'`);
    expect(await enqueueDeliveries(db.db, LINK, deliveryIds, 'backfill')).toBe(COUNT);

    const workers = [workerProcess(), workerProcess()];
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.start();
    const [a, b] = await Promise.all(workers.map((w) => w.done));
    expect(a!.sent + b!.sent).toBe(COUNT);
    expect(a!.sent).toBeGreaterThan(0);
    expect(b!.sent).toBeGreaterThan(0);

    const [outboxAfter] = await queryRows<{ n: number; distinct: number }>(
      db.db,
      sql`select count(*)::int as n, count(distinct subject)::int as distinct from outbox where purpose = 'transfer-delivery'`,
    );
    expect(outboxAfter!.n - outboxBefore!.n).toBe(COUNT);
    expect(outboxAfter!.distinct - outboxBefore!.n).toBe(COUNT);
    const states = await queryRows<{ state: string; n: number }>(
      db.db,
      sql`select state, count(*)::int as n from transfer_deliveries where transfer_link_id = ${LINK} and delivery_id in (${sql.join(deliveryIds.map((id) => sql`${id}`), sql`, `)}) group by state`,
    );
    expect(states).toEqual([{ state: 'SENT', n: COUNT }]);
    const [after] = await queryRows<{ sent: number; queued: number }>(db.db, sql`select sent, queued from transfer_links where transfer_link_id = ${LINK}`);
    expect(after).toEqual({ sent: before!.sent + COUNT, queued: before!.queued });
  }, 180_000);
});
