/**
 * One-time codes in the verification_codes table, whatever they are for (password reset,
 * two-factor): stored hashed, one live code per user and purpose (a new one ends the earlier
 * ones), single use, expiring, with a wrong-attempt budget, compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { verificationCodes } from '../schema';

export interface CodeKind {
  purpose: string;
  /** Salts the hash, so a code of one kind never matches another kind's. */
  hashPrefix: string;
  ttlMs: number;
  /** Wrong entries a code survives; the next wrong one ends it. */
  maxAttempts: number;
}

/** 'expired': the newest code has run out; 'none': no live code (used, ended, never sent). */
export type CodeCheck = 'ok' | 'wrong' | 'none' | 'expired';

export function hashCode(kind: CodeKind, userId: number, code: string): string {
  return createHash('sha256').update(`${kind.hashPrefix}:${userId}:${code}`).digest('hex');
}

/** Equal-length hex digests compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const liveOf = (kind: CodeKind, userId: number) =>
  and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, kind.purpose), isNull(verificationCodes.usedAt));

/** Stores a new code for the user and ends every earlier live one of the same kind. */
export async function storeCode(db: Db, kind: CodeKind, userId: number, code: string, channel: 'email' | 'sms', now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(verificationCodes).set({ usedAt: now }).where(liveOf(kind, userId));
    await tx.insert(verificationCodes).values({
      userId,
      purpose: kind.purpose,
      channel,
      codeHash: hashCode(kind, userId, code),
      expiresAt: new Date(now.getTime() + kind.ttlMs),
      createdAt: now,
    });
  });
}

/** Checks the user's newest code: 'ok' uses it up; 'wrong' counts an attempt and ends the code after `maxAttempts`. */
export async function consumeCode(db: Db, kind: CodeKind, userId: number, code: string, now = new Date()): Promise<CodeCheck> {
  const [newest] = await db
    .select({ id: verificationCodes.verificationCodeId, codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(liveOf(kind, userId))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!newest) return 'none';
  if (newest.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (sameHash(newest.codeHash, hashCode(kind, userId, code))) {
    // Conditional on still being live, so two requests with the right code use it once.
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
    .set(attempts >= kind.maxAttempts ? { attempts, usedAt: now } : { attempts })
    .where(eq(verificationCodes.verificationCodeId, newest.id));
  return 'wrong';
}

/** A test hook: makes the user's live codes of this kind expired. */
export async function expireCodes(db: Db, kind: CodeKind, userId: number, now = new Date()): Promise<void> {
  await db.update(verificationCodes).set({ expiresAt: new Date(now.getTime() - 1000) }).where(liveOf(kind, userId));
}
