/**
 * Two-factor codes (billing-account §4 Two-factor) in the verification_codes table: stored hashed,
 * one live code per user (a new one ends the earlier ones), single use, expiring, with a
 * wrong-attempt budget; compared in constant time. Passing marks the session satisfied.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, verificationCodes } from '../schema';
import { sameHash, type CodeCheck } from './reset-codes';

export const twoFactorCodeTtlMs = 10 * 60_000;
/** Wrong entries a code survives; the next wrong one ends it. */
export const twoFactorMaxAttempts = 5;

const purpose = 'two-factor';

export function hashTwoFactorCode(userId: number, code: string): string {
  return createHash('sha256').update(`two-factor:${userId}:${code}`).digest('hex');
}

/** Stores a new code for the user and ends every earlier live one (resending invalidates). */
export async function storeTwoFactorCode(db: Db, userId: number, code: string, channel: 'email' | 'sms', now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      channel,
      codeHash: hashTwoFactorCode(userId, code),
      expiresAt: new Date(now.getTime() + twoFactorCodeTtlMs),
      createdAt: now,
    });
  });
}

/**
 * Checks the user's newest code: 'ok' uses it up; 'wrong' counts an attempt (the code ends after
 * `twoFactorMaxAttempts`); 'expired' when the newest code has expired; 'none' when none is live.
 */
export async function consumeTwoFactorCode(db: Db, userId: number, code: string, now = new Date()): Promise<CodeCheck | 'expired'> {
  const [newest] = await db
    .select({ id: verificationCodes.verificationCodeId, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!newest) return 'none';
  if (newest.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (sameHash(newest.codeHash, hashTwoFactorCode(userId, code))) {
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.verificationCodeId, newest.id), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)))
      .returning({ id: verificationCodes.verificationCodeId });
    return used.length ? 'ok' : 'none';
  }
  const attempts = newest.attempts + 1;
  await db
    .update(verificationCodes)
    .set(attempts >= twoFactorMaxAttempts ? { attempts, usedAt: now } : { attempts })
    .where(eq(verificationCodes.verificationCodeId, newest.id));
  return 'wrong';
}

/**
 * Marks this session's two-factor satisfied. The caller drops the session from the verified-
 * session cache (`verifiedSessionCacheFor(hub).drop`) so the next request sees the gate passed.
 */
export async function satisfySessionTwoFactor(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ twoFactorSatisfied: 'Y' }).where(eq(sessions.sessionId, sessionId));
}

/** A test hook: makes the user's live two-factor codes expired. */
export async function expireTwoFactorCodes(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}
