/**
 * Password-reset codes (billing-account §4 Password reset) in the verification_codes table:
 * stored hashed, one live code per user (a new one ends the earlier ones), single use, with an
 * expiry and a wrong-attempt budget.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users, verificationCodes } from '../schema';

export const resetCodeTtlMs = 15 * 60_000;
/** Wrong entries a code survives; the next wrong one ends it. */
export const resetCodeMaxAttempts = 5;

const purpose = 'password-reset';

export function hashResetCode(userId: number, code: string): string {
  return createHash('sha256').update(`reset:${userId}:${code}`).digest('hex');
}

/** Equal-length hex digests compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

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
export async function storeResetCode(db: Db, userId: number, code: string, channel: 'email' | 'sms', now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      channel,
      codeHash: hashResetCode(userId, code),
      expiresAt: new Date(now.getTime() + resetCodeTtlMs),
      createdAt: now,
    });
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * Checks the user's live code: 'ok' uses it up (single use); 'wrong' counts an attempt and ends
 * the code after `resetCodeMaxAttempts`; 'none' when no live code exists (expired, used, never sent).
 */
export async function consumeResetCode(db: Db, userId: number, code: string, now = new Date()): Promise<CodeCheck> {
  const [live] = await db
    .select({ id: verificationCodes.verificationCodeId, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live) return 'none';
  if (sameHash(live.codeHash, hashResetCode(userId, code))) {
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.verificationCodeId, live.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.verificationCodeId });
    return used.length ? 'ok' : 'none';
  }
  const attempts = live.attempts + 1;
  await db
    .update(verificationCodes)
    .set(attempts >= resetCodeMaxAttempts ? { attempts, usedAt: now } : { attempts })
    .where(eq(verificationCodes.verificationCodeId, live.id));
  return 'wrong';
}

/** A test hook: makes the user's live codes expired. */
export async function expireResetCodes(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)));
}
