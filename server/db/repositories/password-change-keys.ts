/**
 * Password-change keys (billing-account §4 Password change for temporary password): random keys
 * sent in an emailed link, stored hashed, 45 minutes, single use; a new key ends the earlier ones.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { passwordChangeKeys } from '../schema';
import { hashKey, newKey } from './session';

/** billing-account §9: the password-change key lasts 45 minutes. */
export const passwordChangeKeyTtlMs = 45 * 60_000;

export async function createPasswordChangeKey(db: Db, userId: number, now = new Date()): Promise<{ key: string; expiresAt: Date }> {
  const key = newKey();
  const expiresAt = new Date(now.getTime() + passwordChangeKeyTtlMs);
  await db.transaction(async (tx) => {
    await tx
      .update(passwordChangeKeys)
      .set({ usedAt: now })
      .where(and(eq(passwordChangeKeys.userId, userId), isNull(passwordChangeKeys.usedAt)));
    await tx.insert(passwordChangeKeys).values({ userId, keyHash: hashKey(key), expiresAt });
  });
  return { key, expiresAt };
}

/**
 * Uses the user's key up: true when it was theirs, live and unused (it is then spent, so a second
 * use fails). The lookup is by the key's sha-256 (an index-style equality on a digest of a 256-bit
 * random key, so timing reveals nothing useful).
 */
export async function consumePasswordChangeKey(db: Db, userId: number, key: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(passwordChangeKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordChangeKeys.userId, userId),
        eq(passwordChangeKeys.keyHash, hashKey(key)),
        isNull(passwordChangeKeys.usedAt),
        gt(passwordChangeKeys.expiresAt, now),
      ),
    )
    .returning({ id: passwordChangeKeys.passwordChangeKeyId });
  return used.length > 0;
}

/** A test hook: makes the user's live change keys expired. */
export async function expirePasswordChangeKeys(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(passwordChangeKeys)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(and(eq(passwordChangeKeys.userId, userId), isNull(passwordChangeKeys.usedAt)));
}
