/**
 * The delivery queue of the integrations (transfer_deliveries): one row per activity and link,
 * QUEUED → SENDING → SENT, RETRY or FAILED, with the link's sent / queued / retry / failed
 * counts moved in the same transaction as the row. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several server processes on one PostgreSQL never
 * claim the same row; only the claim that holds a row may finish it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { accounts, messages, phoneNumbers, transferDeliveries, transferLinks } from '../schema';

export type DeliverySource = 'rule' | 'manual' | 'backfill';

/**
 * Queues the activities (by deliveryId) for the link. Rule and back-fill deliveries already known
 * to the link are skipped; a manual transfer of one already sent or failed queues it again.
 * Returns how many were queued.
 */
export async function enqueueDeliveries(db: Db, transferLinkId: number, deliveryIds: number[], source: DeliverySource, now = new Date()): Promise<number> {
  const unique = [...new Set(deliveryIds)];
  if (unique.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(transferDeliveries)
      .values(unique.map((deliveryId) => ({ transferLinkId, deliveryId, source, state: 'QUEUED', countedAs: 'queued', nextAttemptAt: now, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: transferDeliveries.transferDeliveryId });
    let queued = inserted.length;
    let wasFailed = 0;
    if (source === 'manual' && queued < unique.length) {
      const again = await queryRows<{ state: string }>(
        tx,
        sql`with old as (
              select transfer_delivery_id, state from ${transferDeliveries}
              where transfer_link_id = ${transferLinkId} and delivery_id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})
                and state in ('SENT', 'FAILED')
              for update)
            update ${transferDeliveries} d set state = 'QUEUED', counted_as = 'queued', attempts = 0, next_attempt_at = ${now},
              last_error = null, source = 'manual', locked_until = null, claim_token = null
            from old where d.transfer_delivery_id = old.transfer_delivery_id
            returning old.state`,
      );
      queued += again.length;
      wasFailed = again.filter((r) => r.state === 'FAILED').length;
    }
    if (queued > 0) {
      await tx
        .update(transferLinks)
        .set({ queued: sql`${transferLinks.queued} + ${queued}`, failed: sql`greatest(${transferLinks.failed} - ${wasFailed}, 0)` })
        .where(eq(transferLinks.transferLinkId, transferLinkId));
    }
    return queued;
  });
}

export interface ClaimedDelivery {
  transferDeliveryId: number;
  transferLinkId: number;
  deliveryId: number;
  attempts: number;
  claimToken: string;
}

/**
 * Claims up to `limit` due deliveries (QUEUED or RETRY whose time has come, or SENDING whose
 * lease ran out) for `leaseMs`. Rows another worker has locked are skipped, not waited for.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number, now = new Date()): Promise<ClaimedDelivery[]> {
  const claimToken = randomUUID();
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return db.transaction(async (tx) => {
    const rows = await queryRows<ClaimedDelivery>(
      tx,
      sql`with due as (
            select transfer_delivery_id from ${transferDeliveries}
            where (state in ('QUEUED', 'RETRY') and next_attempt_at <= ${now})
               or (state = 'SENDING' and locked_until < ${now})
            order by next_attempt_at, transfer_delivery_id
            limit ${limit}
            for update skip locked)
          update ${transferDeliveries} d set state = 'SENDING', attempts = d.attempts + 1, locked_until = ${lockedUntil}, claim_token = ${claimToken}
          from due where d.transfer_delivery_id = due.transfer_delivery_id
          returning d.transfer_delivery_id as "transferDeliveryId", d.transfer_link_id as "transferLinkId",
            d.delivery_id as "deliveryId", d.attempts, d.claim_token as "claimToken"`,
    );
    return rows;
  });
}

export type DeliveryOutcome =
  | { kind: 'sent'; via: string; payload: unknown }
  | { kind: 'retry'; error: string; nextAttemptAt: Date }
  | { kind: 'failed'; error: string };

/** Failed attempts in a row after which a link needs attention. */
export const ATTENTION_AFTER_FAILURES = 3;
export const queueAttentionPrefix = 'Transfers to this link keep failing: ';

/**
 * Records how a claimed delivery went and moves the link's counts; a link whose attempts keep
 * failing gets attention Y with the last error, and its next success clears that again. Returns
 * false when the claim no longer holds the row (its lease ran out and another worker took it).
 */
export async function finishDelivery(db: Db, claim: ClaimedDelivery, outcome: DeliveryOutcome, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ countedAs: transferDeliveries.countedAs })
      .from(transferDeliveries)
      .where(and(eq(transferDeliveries.transferDeliveryId, claim.transferDeliveryId), eq(transferDeliveries.state, 'SENDING'), eq(transferDeliveries.claimToken, claim.claimToken)))
      .for('update');
    if (!row) return false;
    const from = row.countedAs === 'retry' ? transferLinks.retry : transferLinks.queued;
    const fromKey = row.countedAs === 'retry' ? 'retry' : 'queued';
    const done = { lockedUntil: null, claimToken: null };
    if (outcome.kind === 'sent') {
      await tx.update(transferDeliveries).set({ ...done, state: 'SENT', sentVia: outcome.via, payload: outcome.payload, sentAt: now, lastError: null }).where(eq(transferDeliveries.transferDeliveryId, claim.transferDeliveryId));
      await tx
        .update(transferLinks)
        .set({
          [fromKey]: sql`greatest(${from} - 1, 0)`,
          sent: sql`${transferLinks.sent} + 1`,
          failureStreak: 0,
          attention: sql`case when ${transferLinks.attentionByQueue} = 'Y' then 'N' else ${transferLinks.attention} end`,
          message: sql`case when ${transferLinks.attentionByQueue} = 'Y' then null else ${transferLinks.message} end`,
          attentionByQueue: 'N',
        })
        .where(eq(transferLinks.transferLinkId, claim.transferLinkId));
      return true;
    }
    const error = outcome.error.slice(0, 300);
    if (outcome.kind === 'retry') {
      await tx.update(transferDeliveries).set({ ...done, state: 'RETRY', countedAs: 'retry', lastError: error, nextAttemptAt: outcome.nextAttemptAt }).where(eq(transferDeliveries.transferDeliveryId, claim.transferDeliveryId));
    } else {
      await tx.update(transferDeliveries).set({ ...done, state: 'FAILED', lastError: error }).where(eq(transferDeliveries.transferDeliveryId, claim.transferDeliveryId));
    }
    const to = outcome.kind === 'retry' ? 'retry' : 'failed';
    const counts = fromKey === to ? {} : { [fromKey]: sql`greatest(${from} - 1, 0)`, [to]: sql`${transferLinks[to]} + 1` };
    const streak = sql`${transferLinks.failureStreak} + 1`;
    const needsAttention = sql`${transferLinks.failureStreak} + 1 >= ${ATTENTION_AFTER_FAILURES}`;
    await tx
      .update(transferLinks)
      .set({
        ...counts,
        failureStreak: streak,
        attention: sql`case when ${needsAttention} then 'Y' else ${transferLinks.attention} end`,
        message: sql`case when ${needsAttention} then ${queueAttentionPrefix + error} else ${transferLinks.message} end`,
        attentionByQueue: sql`case when ${needsAttention} then 'Y' else ${transferLinks.attentionByQueue} end`,
      })
      .where(eq(transferLinks.transferLinkId, claim.transferLinkId));
    return true;
  });
}

/** The fields of an activity a delivery carries and the rules match on. */
export interface TransferActivity {
  messageId: number;
  deliveryId: number;
  userId: number | null;
  accountId: number;
  accountName: string;
  hipaa: string;
  messageGroupId: number | null;
  phoneNumberId: number | null;
  messageType: string;
  caller: string | null;
  ani: string | null;
  dnis: string | null;
  taken: Date;
  textContent: string | null;
  contactDescription: string | null;
}

const activityColumns = sql`m.message_id as "messageId", m.delivery_id as "deliveryId", m.user_id as "userId", m.account_id as "accountId",
  a.account_name as "accountName", a.hipaa, m.message_group_id as "messageGroupId",
  (select p.phone_number_id from ${phoneNumbers} p where p.account_id = m.account_id and p.phone_number = m.dnis limit 1) as "phoneNumberId",
  m.message_type as "messageType", m.caller, m.ani, m.dnis, m.taken, m.text_content as "textContent", m.contact_description as "contactDescription"`;

/** One of the user's own deliveries, by its deliveryId. */
export async function findActivityOfUser(db: Db, userId: number, deliveryId: number): Promise<TransferActivity | null> {
  const [row] = await queryRows<TransferActivity>(
    db,
    sql`select ${activityColumns} from ${messages} m join ${accounts} a on a.account_id = m.account_id
      where m.user_id = ${userId} and m.delivery_id = ${deliveryId} limit 1`,
  );
  return row ?? null;
}

/** The user's deliveries taken since `since` (back fill), newest first, at most `limit`. */
export async function activitiesOfUserSince(db: Db, userId: number, since: Date, limit: number): Promise<TransferActivity[]> {
  return queryRows<TransferActivity>(
    db,
    sql`select ${activityColumns} from ${messages} m join ${accounts} a on a.account_id = m.account_id
      where m.user_id = ${userId} and m.delivery_id is not null and m.taken >= ${since}
      order by m.taken desc limit ${limit}`,
  );
}

/** The activity a claimed delivery carries: the link owner's delivery with that id. */
export async function activityForDelivery(db: Db, transferLinkId: number, deliveryId: number): Promise<TransferActivity | null> {
  const [row] = await queryRows<TransferActivity>(
    db,
    sql`select ${activityColumns} from ${messages} m join ${accounts} a on a.account_id = m.account_id
      join ${transferLinks} l on l.user_id = m.user_id
      where l.transfer_link_id = ${transferLinkId} and m.delivery_id = ${deliveryId} limit 1`,
  );
  return row ?? null;
}

export async function activityByMessageId(db: Db, messageId: number): Promise<TransferActivity | null> {
  const [row] = await queryRows<TransferActivity>(
    db,
    sql`select ${activityColumns} from ${messages} m join ${accounts} a on a.account_id = m.account_id where m.message_id = ${messageId} limit 1`,
  );
  return row ?? null;
}

export async function deliveriesOfLink(db: Db, transferLinkId: number) {
  return db.select().from(transferDeliveries).where(eq(transferDeliveries.transferLinkId, transferLinkId));
}

export async function deliveriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(transferDeliveries).where(inArray(transferDeliveries.transferDeliveryId, ids));
}
