/**
 * The support console's sign-ins (schema: support_sessions). The cookie carries a random key; the
 * database keeps its sha-256, the agent and the expiry, so signing out ends the sign-in for every
 * process on the database (a replayed cookie opens nothing).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { supportAgents, supportSessions } from '../schema';
import { hashKey, newKey } from './session';

type Db = Database['db'];

export async function createSupportSession(db: Db, supportAgentId: number, ttlMs: number, now = new Date()): Promise<string> {
  const key = newKey();
  await db.insert(supportSessions).values({ keyHash: hashKey(key), supportAgentId, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return key;
}

/** The agent of a live console sign-in, or null (unknown, signed out or expired). */
export async function findSupportSessionAgent(db: Db, key: string, now = new Date()) {
  if (!key) return null;
  const [row] = await db
    .select({ agent: supportAgents, expiresAt: supportSessions.expiresAt, revokedAt: supportSessions.revokedAt })
    .from(supportSessions)
    .innerJoin(supportAgents, eq(supportAgents.supportAgentId, supportSessions.supportAgentId))
    .where(eq(supportSessions.keyHash, hashKey(key)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.agent;
}

export async function revokeSupportSession(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .update(supportSessions)
    .set({ revokedAt: now })
    .where(and(eq(supportSessions.keyHash, hashKey(key)), isNull(supportSessions.revokedAt)));
}
