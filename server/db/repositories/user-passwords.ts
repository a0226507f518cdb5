/** Writes a user's password hash (reset, login migration); the hash is made by server/lib/passwords.ts. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { identityKeys, users } from '../schema';

/** `temporary`: the user must change it after the next login (temporaryPassword Y). */
export async function setUserPassword(db: Db, userId: number, passwordHash: string, temporary: boolean): Promise<void> {
  await db.update(users).set({ passwordHash, temporaryPassword: temporary ? 'Y' : 'N' }).where(eq(users.userId, userId));
}

/** Ends every saved "Stay Logged In?" key of the user: a reset password must not leave old logins alive. */
export async function revokeUserIdentityKeys(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.update(identityKeys).set({ revokedAt: now }).where(and(eq(identityKeys.userId, userId), isNull(identityKeys.revokedAt)));
}
