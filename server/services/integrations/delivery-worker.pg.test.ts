/**
 * Two server processes on one PostgreSQL (two connection pools) work the same delivery queue at
 * once: every delivery is sent exactly once, both take a share, and the link's counts add up.
 * Needs TEST_DATABASE_URL (npm run test:pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, sql, type Database } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { enqueueDeliveries } from '../../db/repositories/integrations-deliveries';
import { createNotifier, type Notifier } from '../outbox/notifier';
import { processDueDeliveries } from './delivery-worker';

const url = process.env['TEST_DATABASE_URL'];
const LINK = 2; // the admin's email link (intake@harborlaw.example)

/** The outbox notifier, a little slow, so the two workers' passes overlap. */
function slowNotifier(database: Database): Notifier {
  const real = createNotifier({ db: database.db, log: () => {} });
  return { transports: real.transports, send: async (message) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return real.send(message);
  } };
}

describe.skipIf(!url)('the delivery queue with two workers on PostgreSQL', () => {
  let dbA: Database;
  let dbB: Database;

  beforeAll(async () => {
    dbA = await openDatabase({ url: url! });
    await prepareDatabase(dbA, { messages: 50 });
    dbB = await openDatabase({ url: url! });
  }, 120_000);
  afterAll(async () => {
    await dbA?.close();
    await dbB?.close();
  });

  it('sends each delivery once', async () => {
    // Forty new activities of the link's owner (the small seed has only a few of the admin's own).
    await dbA.db.execute(sql`insert into messages (delivery_id, user_id, account_id, message_type, caller, taken, text_content)
      select 880000 + g, l.user_id, 2, 'AGENT', 'Queue Caller ' || g, now() - (g || ' minutes')::interval, 'Queue test ' || g
      from generate_series(1, 40) g, transfer_links l where l.transfer_link_id = ${LINK}`);
    const deliveryIds = (await queryRows<{ id: number }>(
      dbA.db,
      sql`select m.delivery_id as id from messages m join transfer_links l on l.user_id = m.user_id
        where l.transfer_link_id = ${LINK} and m.delivery_id is not null
          and m.delivery_id not in (select delivery_id from transfer_deliveries where transfer_link_id = ${LINK})
        order by m.message_id desc limit 40`,
    )).map((r) => r.id);
    expect(deliveryIds.length).toBe(40);
    const [before] = await queryRows<{ sent: number; queued: number }>(dbA.db, sql`select sent, queued from transfer_links where transfer_link_id = ${LINK}`);
    const [outboxBefore] = await queryRows<{ n: number }>(dbA.db, sql`select count(*)::int as n from outbox where purpose = 'transfer-delivery'`);
    expect(await enqueueDeliveries(dbA.db, LINK, deliveryIds, 'backfill')).toBe(deliveryIds.length);

    const work = async (database: Database) => {
      const deps = { notifier: slowNotifier(database) };
      let sent = 0;
      for (;;) {
        const pass = await processDueDeliveries(database.db, deps, { limit: 3 });
        sent += pass.sent;
        if (pass.claimed === 0) return sent;
      }
    };
    const [a, b] = await Promise.all([work(dbA), work(dbB)]);
    expect(a + b).toBe(deliveryIds.length);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);

    const [outboxAfter] = await queryRows<{ n: number; distinct: number }>(
      dbA.db,
      sql`select count(*)::int as n, count(distinct subject)::int as distinct from outbox where purpose = 'transfer-delivery'`,
    );
    expect(outboxAfter!.n - outboxBefore!.n).toBe(deliveryIds.length);
    const states = await queryRows<{ state: string; n: number }>(
      dbA.db,
      sql`select state, count(*)::int as n from transfer_deliveries where transfer_link_id = ${LINK} and delivery_id in (${sql.join(deliveryIds.map((id) => sql`${id}`), sql`, `)}) group by state`,
    );
    expect(states).toEqual([{ state: 'SENT', n: deliveryIds.length }]);
    const [after] = await queryRows<{ sent: number; queued: number }>(dbA.db, sql`select sent, queued from transfer_links where transfer_link_id = ${LINK}`);
    expect(after).toEqual({ sent: before!.sent + deliveryIds.length, queued: before!.queued });
  }, 120_000);
});
