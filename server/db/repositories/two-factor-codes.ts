/**
 * Two-factor codes (billing-account §4 Two-factor): one-time codes of the shared
 * verification-codes store (hashed, one live code per user, a new one ends the earlier ones,
 * single use, expiring, a wrong-attempt budget). Passing marks the session satisfied.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions } from '../schema';
import { consumeCode, expireCodes, storeCode, type CodeCheck, type CodeKind } from './verification-codes';

export const twoFactorCodeTtlMs = 10 * 60_000;

const twoFactorCodes: CodeKind = { purpose: 'two-factor', hashPrefix: 'two-factor', ttlMs: twoFactorCodeTtlMs, maxAttempts: 5 };

/** Stores a new code for the user and ends every earlier live one (resending invalidates). */
export const storeTwoFactorCode = (db: Db, userId: number, code: string, channel: 'email' | 'sms', now = new Date()) =>
  storeCode(db, twoFactorCodes, userId, code, channel, now);

/** 'ok' uses the code up; 'wrong' counts an attempt; 'expired' when the newest code ran out; 'none' when none is live. */
export const consumeTwoFactorCode = (db: Db, userId: number, code: string, now = new Date()): Promise<CodeCheck> =>
  consumeCode(db, twoFactorCodes, userId, code, now);

/**
 * Marks this session's two-factor satisfied. The caller drops the session from the verified-
 * session cache (`verifiedSessionCacheFor(hub).drop`) so the next request sees the gate passed.
 */
export async function satisfySessionTwoFactor(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ twoFactorSatisfied: 'Y' }).where(eq(sessions.sessionId, sessionId));
}

/** A test hook: makes the user's live two-factor codes expired. */
export const expireTwoFactorCodes = (db: Db, userId: number, now = new Date()) => expireCodes(db, twoFactorCodes, userId, now);
