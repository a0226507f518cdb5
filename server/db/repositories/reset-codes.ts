/**
 * Password-reset codes (billing-account §4 Password reset): one-time codes of the shared
 * verification-codes store (hashed, one live code per user, single use, expiring, a wrong-attempt
 * budget), and the user a reset is for.
 */
import { sql } from 'drizzle-orm';
import { RESET_CODE_MINUTES } from '../../../src/contract/sign-in';
import type { Db } from '../client';
import { users } from '../schema';
import { consumeCode, expireCodes, storeCode, type CodeKind } from './verification-codes';

const resetCodes: CodeKind = { purpose: 'password-reset', hashPrefix: 'reset', ttlMs: RESET_CODE_MINUTES * 60_000, maxAttempts: 5 };

export interface ResetUser {
  userId: number;
  email: string;
  mobile: string | null;
}

/** The user with this email (case-insensitive), or null. */
export async function findResetUser(db: Db, email: string): Promise<ResetUser | null> {
  const [row] = await db
    .select({ userId: users.userId, email: users.email, mobile: users.mobile })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Stores a new code for the user and ends every earlier live one. */
export const storeResetCode = (db: Db, userId: number, code: string, channel: 'email' | 'sms', now = new Date()) =>
  storeCode(db, resetCodes, userId, code, channel, now);

/** 'ok' uses the code up; 'wrong' counts an attempt; 'none' when no live code exists (an expired one included). */
export async function consumeResetCode(db: Db, userId: number, code: string, now = new Date()): Promise<'ok' | 'wrong' | 'none'> {
  const check = await consumeCode(db, resetCodes, userId, code, now);
  return check === 'expired' ? 'none' : check;
}

/** A test hook: makes the user's live codes expired. */
export const expireResetCodes = (db: Db, userId: number, now = new Date()) => expireCodes(db, resetCodes, userId, now);
