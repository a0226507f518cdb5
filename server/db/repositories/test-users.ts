/** Test surface only: a throwaway portal user (USER on the first child account of the seed). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, userAccountRoles, users } from '../schema';

export async function createTestUser(
  db: Db,
  input: { username: string; email: string; mobile: string | null; passwordHash: string; twoFactor?: boolean; temporaryPassword?: boolean; accountId?: number },
): Promise<{ userId: number; username: string; email: string }> {
  // The given account (a test's own, e.g. from POST /__test/billing/accounts), else the seed's first child account.
  const [account] = input.accountId
    ? await db.select({ accountId: accounts.accountId }).from(accounts).where(eq(accounts.accountId, input.accountId))
    : await db.select({ accountId: accounts.accountId }).from(accounts).orderBy(asc(accounts.accountId)).offset(1).limit(1);
  if (!account) throw new Error(input.accountId ? 'No such account' : 'The seed has no child account');
  const [created] = await db.insert(users).values({
    username: input.username,
    email: input.email,
    mobile: input.mobile,
    passwordHash: input.passwordHash,
    firstName: 'Test',
    lastName: 'Person',
    displayName: 'Test Person',
    twoFactor: input.twoFactor ? 'Y' : 'N',
    temporaryPassword: input.temporaryPassword ? 'Y' : 'N',
  }).returning({ userId: users.userId, username: users.username, email: users.email });
  await db.insert(userAccountRoles).values({
    userId: created!.userId,
    accountId: account.accountId,
    userRoleKey: 'USER',
  });
  return created!;
}
