/** The outbox table (server/db/schema/outbox.ts): what the notifier records and support staff read. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { outbox } from '../schema';

export type OutboxInsert = typeof outbox.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(db: Db, row: OutboxInsert): Promise<number> {
  const [inserted] = await db.insert(outbox).values(row).returning({ outboxId: outbox.outboxId });
  if (!inserted) throw new Error('Outbox insert returned nothing');
  return inserted.outboxId;
}

/** Newest first; `recipient` matches case-insensitively (an email or an E.164 number). */
export async function listOutbox(db: Db, filter: { recipient?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
  const query = db.select().from(outbox);
  const recipient = filter.recipient?.trim().toLowerCase();
  const filtered = recipient ? query.where(sql`lower(${outbox.recipient}) = ${recipient}`) : query;
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.outboxId)).limit(limit);
}

export async function getOutbox(db: Db, outboxId: number): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.outboxId, outboxId)).limit(1);
  return row ?? null;
}
