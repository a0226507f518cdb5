/**
 * Sessions, identity keys and support agents. Keys are random 32-byte base64url strings that
 * only ever travel to the browser; the database stores their sha-256.
 *
 * Ending a session is announced, because API processes remember verified sessions for a moment
 * (server/http/session-cache.ts): every function here that revokes or expires sessions runs the
 * change and `pg_notify(sessionEndChannel, {"sessionIds":[…]})` in one transaction, so every
 * process LISTENing (the realtime hub) hears of it exactly when, and only if, the change commits;
 * and, before it returns, it tells this process's listeners (`onSessionsEndedHere`) directly, so
 * the caller's own next request never waits on the NOTIFY's round trip. Anything that ends a
 * session or changes its user, agent or two-factor columns must go through such a function.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { isBillingOnlyRoleSet } from '../../../src/domain/access/billing-only';
import { userRoleKeysColumn } from './user-role-keys';
import { accounts, identityKeys, sessions, supportAgents, userAccountRoles, users } from '../schema';

type Db = Database['db'];

export const identityKeyTtlMs = 90 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so a busy session does not write per request. */
const touchIntervalMs = 60 * 1000;

export function newKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface SessionRow {
  sessionId: number;
  userId: number;
  supportAgentId: number | null;
  twoFactorSatisfied: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The user's own flags the session gate reads (server/http/session-gate.ts). */
  userTwoFactor: boolean;
  userTemporaryPassword: boolean;
  /** Every role of the user is BILLING_ADMIN: only the billing and profile calls (server/http/billing-only.ts). */
  userBillingOnly: boolean;
}

export async function createSession(
  db: Db,
  input: {
    userId: number;
    ttlMs: number;
    supportAgentId?: number | null;
    twoFactorSatisfied?: boolean;
    /** The identity key the session comes from: logout revokes it with the session. */
    identityKeyId?: number | null;
    now?: Date;
  },
): Promise<{ sessionKey: string; sessionId: number; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const sessionKey = newKey();
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      keyHash: hashKey(sessionKey),
      userId: input.userId,
      supportAgentId: input.supportAgentId ?? null,
      twoFactorSatisfied: input.twoFactorSatisfied ? 'Y' : 'N',
      identityKeyId: input.identityKeyId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ sessionId: sessions.sessionId });
  if (!row) throw new Error('Session insert returned nothing');
  return { sessionKey, sessionId: row.sessionId, expiresAt };
}

const sessionColumns = {
  sessionId: sessions.sessionId,
  userId: sessions.userId,
  supportAgentId: sessions.supportAgentId,
  twoFactorSatisfied: sessions.twoFactorSatisfied,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
};

type SessionColumns = { revokedAt: Date | null; twoFactorSatisfied: string } & Omit<SessionRow, 'twoFactorSatisfied' | 'userTwoFactor' | 'userTemporaryPassword' | 'userBillingOnly'>;

function isLive(row: { revokedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return !row.revokedAt && row.expiresAt.getTime() > now.getTime();
}

function toSessionRow(
  row: SessionColumns & { userTwoFactor: string; userTemporaryPassword: string; userRoleKeys: string[] | null },
  now: Date,
): SessionRow | null {
  if (!isLive(row, now)) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    supportAgentId: row.supportAgentId,
    twoFactorSatisfied: row.twoFactorSatisfied === 'Y',
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    userTwoFactor: row.userTwoFactor === 'Y',
    userTemporaryPassword: row.userTemporaryPassword === 'Y',
    userBillingOnly: isBillingOnlyRoleSet(row.userRoleKeys ?? []),
  };
}


/** The database channel that announces ended sessions; payload `{"sessionIds":[…]}`. */
export const sessionEndChannel = 'portal_session_end';

type SessionsEndedListener = (sessionIds: readonly number[]) => void;
const localListeners = new WeakMap<Db, Set<SessionsEndedListener>>();

/**
 * Calls `listener` with the ids of sessions this process ended through `db`, right after the
 * change committed. Other processes learn of them from `sessionEndChannel`. Returns the function
 * that unsubscribes.
 */
export function onSessionsEndedHere(db: Db, listener: SessionsEndedListener): () => void {
  let set = localListeners.get(db);
  if (!set) localListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** NOTIFY payloads are limited to 8000 bytes: 500 ids stay far below. */
const notifyBatch = 500;

/** Applies `set` to the sessions matching `where` and announces them (see the header). */
async function endSessions(db: Db, where: SQL | undefined, set: { revokedAt?: Date; expiresAt?: Date }) {
  const ended = await db.transaction(async (tx) => {
    const rows = await tx.update(sessions).set(set).where(where).returning({ sessionId: sessions.sessionId, userId: sessions.userId });
    for (let i = 0; i < rows.length; i += notifyBatch) {
      const payload = JSON.stringify({ sessionIds: rows.slice(i, i + notifyBatch).map((r) => r.sessionId) });
      await tx.execute(sql`select pg_notify(${sessionEndChannel}, ${payload})`);
    }
    return rows;
  });
  if (ended.length > 0) {
    const ids = ended.map((r) => r.sessionId);
    for (const listener of localListeners.get(db) ?? []) {
      try {
        listener(ids);
      } catch (err) {
        console.error('[sessions] a sessions-ended listener failed', err);
      }
    }
  }
  return ended;
}

/** The live session for a key, or null when unknown, revoked or expired. Slides lastSeenAt. */
export async function findActiveSession(db: Db, sessionKey: string, now = new Date()): Promise<SessionRow | null> {
  if (!sessionKey) return null;
  const [row] = await db
    .select({ ...sessionColumns, userTwoFactor: users.twoFactor, userTemporaryPassword: users.temporaryPassword, userRoleKeys: userRoleKeysColumn })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(eq(sessions.keyHash, hashKey(sessionKey)))
    .limit(1);
  const session = row ? toSessionRow(row, now) : null;
  if (session && now.getTime() - session.lastSeenAt.getTime() > touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sessionId, session.sessionId));
    session.lastSeenAt = now;
  }
  return session;
}

/** Which of these sessions are still live (used by the realtime hub before pushing). */
export async function activeSessionIds(db: Db, sessionIds: number[], now = new Date()): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db.select(sessionColumns).from(sessions).where(inArray(sessions.sessionId, sessionIds));
  return new Set(rows.filter((r) => isLive(r, now)).map((r) => r.sessionId));
}

/** Logout: ends the session and the identity key it came from (the user's other devices keep theirs). */
export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await revokeIdentityKeyOfSessions(db, eq(sessions.sessionId, sessionId), now);
  await endSessions(db, and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)), { revokedAt: now });
}

/** GET /logout: as `revokeSession`, by the session key. */
export async function revokeSessionByKey(db: Db, sessionKey: string, now = new Date()): Promise<number | null> {
  const where = eq(sessions.keyHash, hashKey(sessionKey));
  await revokeIdentityKeyOfSessions(db, where, now);
  const rows = await endSessions(db, and(where, isNull(sessions.revokedAt)), { revokedAt: now });
  return rows[0]?.userId ?? null;
}

async function revokeIdentityKeyOfSessions(db: Db, where: SQL, now: Date): Promise<void> {
  const ids = db.select({ id: sessions.identityKeyId }).from(sessions).where(where);
  await db
    .update(identityKeys)
    .set({ revokedAt: now })
    .where(and(inArray(identityKeys.identityKeyId, ids), isNull(identityKeys.revokedAt)));
}

/**
 * A password change: every session and identity key of the user ends, except the session that
 * made the change and the identity key it came from (that device stays signed in).
 */
export async function revokeOtherCredentials(db: Db, userId: number, currentSessionId: number, now = new Date()): Promise<void> {
  const [current] = await db.select({ identityKeyId: sessions.identityKeyId }).from(sessions).where(eq(sessions.sessionId, currentSessionId));
  await db
    .update(identityKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(identityKeys.userId, userId),
        isNull(identityKeys.revokedAt),
        current?.identityKeyId != null ? ne(identityKeys.identityKeyId, current.identityKeyId) : undefined,
      ),
    );
  await revokeUserSessions(db, userId, { exceptSessionId: currentSessionId, now });
}

/**
 * Revokes every live session of a user (a password change, a locked account), except
 * `exceptSessionId` (the session that made the change). Returns how many it revoked.
 */
export async function revokeUserSessions(db: Db, userId: number, options: { exceptSessionId?: number; now?: Date } = {}): Promise<number> {
  const where = and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    options.exceptSessionId !== undefined ? ne(sessions.sessionId, options.exceptSessionId) : undefined,
  );
  return (await endSessions(db, where, { revokedAt: options.now ?? new Date() })).length;
}

/** Test control: makes a session look expired. Returns its user, or null for an unknown key. */
export async function expireSessionByKey(db: Db, sessionKey: string, now = new Date()): Promise<number | null> {
  const rows = await endSessions(db, eq(sessions.keyHash, hashKey(sessionKey)), { expiresAt: new Date(now.getTime() - 1000) });
  return rows[0]?.userId ?? null;
}

export async function createIdentityKey(
  db: Db,
  userId: number,
  now = new Date(),
  ttlMs = identityKeyTtlMs,
): Promise<{ identityKey: string; identityKeyId: number; expiresAt: Date }> {
  const identityKey = newKey();
  const expiresAt = new Date(now.getTime() + ttlMs);
  const [row] = await db
    .insert(identityKeys)
    .values({ keyHash: hashKey(identityKey), userId, createdAt: now, expiresAt })
    .returning({ identityKeyId: identityKeys.identityKeyId });
  if (!row) throw new Error('Identity key insert returned nothing');
  return { identityKey, identityKeyId: row.identityKeyId, expiresAt };
}

/** The user and id of a live identity key, or null. */
export async function findIdentityKey(db: Db, identityKey: string, now = new Date()): Promise<{ userId: number; identityKeyId: number } | null> {
  if (!identityKey) return null;
  const [row] = await db
    .select({ userId: identityKeys.userId, identityKeyId: identityKeys.identityKeyId, expiresAt: identityKeys.expiresAt, revokedAt: identityKeys.revokedAt })
    .from(identityKeys)
    .where(eq(identityKeys.keyHash, hashKey(identityKey)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return { userId: row.userId, identityKeyId: row.identityKeyId };
}

/** The user of a live identity key, or null. */
export async function findIdentityKeyUser(db: Db, identityKey: string, now = new Date()): Promise<number | null> {
  if (!identityKey) return null;
  const [row] = await db
    .select({ userId: identityKeys.userId, expiresAt: identityKeys.expiresAt, revokedAt: identityKeys.revokedAt })
    .from(identityKeys)
    .where(eq(identityKeys.keyHash, hashKey(identityKey)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.userId;
}

export async function revokeIdentityKey(db: Db, identityKey: string, now = new Date()): Promise<void> {
  await db
    .update(identityKeys)
    .set({ revokedAt: now })
    .where(and(eq(identityKeys.keyHash, hashKey(identityKey)), isNull(identityKeys.revokedAt)));
}

// ── Support agents ─────────────────────────────────────────────────────────────────────────

export async function findSupportAgent(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(supportAgents)
    .where(sql`lower(${supportAgents.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function getSupportAgent(db: Db, supportAgentId: number) {
  const [row] = await db.select().from(supportAgents).where(eq(supportAgents.supportAgentId, supportAgentId)).limit(1);
  return row ?? null;
}

export interface SupportCustomer {
  userId: number;
  username: string;
  displayName: string;
  email: string;
  accounts: { accountId: number; accountName: string; accountNumber: string; userRoleKey: string }[];
}

/** Customers for the support console: search by name, username, email or account. */
export async function searchCustomers(db: Db, search: string, limit = 50): Promise<SupportCustomer[]> {
  const term = search.trim();
  const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const matchingUsers = db
    .selectDistinct({ userId: users.userId })
    .from(users)
    .leftJoin(userAccountRoles, eq(userAccountRoles.userId, users.userId))
    .leftJoin(accounts, eq(accounts.accountId, userAccountRoles.accountId))
    .where(
      term
        ? or(
            ilike(users.displayName, like),
            ilike(users.username, like),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(accounts.accountName, like),
            ilike(accounts.accountNumber, like),
          )
        : undefined,
    );
  const userRows = await db
    .select({ userId: users.userId, username: users.username, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.userId, matchingUsers))
    .orderBy(asc(users.displayName), asc(users.userId))
    .limit(limit);
  if (userRows.length === 0) return [];
  const roleRows = await db
    .select({
      userId: userAccountRoles.userId,
      accountId: accounts.accountId,
      accountName: accounts.accountName,
      accountNumber: accounts.accountNumber,
      userRoleKey: userAccountRoles.userRoleKey,
    })
    .from(userAccountRoles)
    .innerJoin(accounts, eq(accounts.accountId, userAccountRoles.accountId))
    .where(inArray(userAccountRoles.userId, userRows.map((u) => u.userId)))
    .orderBy(asc(accounts.accountName));
  return userRows.map((u) => ({
    ...u,
    accounts: roleRows
      .filter((r) => r.userId === u.userId)
      .map(({ accountId, accountName, accountNumber, userRoleKey }) => ({ accountId, accountName, accountNumber, userRoleKey })),
  }));
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).limit(1);
  return Boolean(row);
}
