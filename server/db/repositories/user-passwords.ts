/** Writes a user's password hash (reset, login migration); the hash is made by server/lib/passwords.ts. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

/** `temporary`: the user must change it after the next login (temporaryPassword Y). */
export async function setUserPassword(db: Db, userId: number, passwordHash: string, temporary: boolean): Promise<void> {
  await db.update(users).set({ passwordHash, temporaryPassword: temporary ? 'Y' : 'N' }).where(eq(users.userId, userId));
}
