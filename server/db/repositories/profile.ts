/** The signed-in user's own security data: where codes go, the password hash, the access PIN. */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

export interface OwnSecurity {
  userId: number;
  email: string;
  mobile: string | null;
  passwordHash: string;
}

export async function findOwnSecurity(db: Db, userId: number): Promise<OwnSecurity | null> {
  const [row] = await db
    .select({ userId: users.userId, email: users.email, mobile: users.mobile, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function setAccessPin(db: Db, userId: number, accessPin: string): Promise<void> {
  await db.update(users).set({ accessPin }).where(eq(users.userId, userId));
}
