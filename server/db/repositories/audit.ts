/** The audit log: every request of an agent session, plus security events, with both ids. */
import { desc, eq } from 'drizzle-orm';
import { withoutUnpairedSurrogates } from '../../lib/unpaired-surrogates';
import type { Database } from '../client';
import { auditLog } from '../schema';

type Db = Database['db'];

export interface AuditEntry {
  action: string;
  userId?: number | null;
  supportAgentId?: number | null;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  detail?: Record<string, unknown> | null;
  at?: Date;
}

/** The longest text an audit detail keeps per value: what callers pass may come from anyone. */
export const auditTextLimit = 256;

/**
 * Text as the audit log keeps it: without NUL (PostgreSQL refuses it), at most `auditTextLimit`
 * UTF-16 units, cut between characters, and with any lone surrogate replaced: PostgreSQL's json
 * refuses one (the long fuzz run found the cut through an emoji: a 500 on a failed migration).
 */
export function boundedText(value: string): string {
  // A cut after the first half of a pair drops that half rather than replacing it.
  const cut = value.replaceAll('\u0000', '').slice(0, auditTextLimit).replace(/[\uD800-\uDBFF]$/, '');
  return withoutUnpairedSurrogates(cut);
}

function boundedDetail(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).map(([key, value]) => [key, typeof value === 'string' ? boundedText(value) : value]));
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    userId: entry.userId ?? null,
    supportAgentId: entry.supportAgentId ?? null,
    method: entry.method ? boundedText(entry.method) : null,
    path: entry.path ? boundedText(entry.path) : null,
    status: entry.status ?? null,
    detail: entry.detail ? boundedDetail(entry.detail) : null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export async function listAudit(db: Db, filter: { userId?: number; limit?: number } = {}) {
  const query = db.select().from(auditLog);
  const filtered = filter.userId === undefined ? query : query.where(eq(auditLog.userId, filter.userId));
  return filtered.orderBy(desc(auditLog.auditId)).limit(filter.limit ?? 100);
}
