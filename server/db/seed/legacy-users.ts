/** Seed section: the login-migration demo users (demo-users.ts), each with their own old password. */
import { legacyDemoUsers } from '../demo-users';
import type * as schema from '../schema';
import { deterministicHash } from './passwords';
import { createRng } from './random';
import type { UserSeed } from './users';

/** Appends the legacy users (USER on the first child account) after every other seeded user. */
export async function appendLegacyUsers(users: UserSeed, accountId: number, nowMs: number): Promise<void> {
  // A PRNG of their own, so the main sequence (and all other demo data) stays as it was.
  const rng = createRng(2019);
  for (const legacy of legacyDemoUsers) {
    const userId = users.userRows.length + 1;
    const row: typeof schema.users.$inferInsert = {
      userId,
      username: legacy.username,
      email: legacy.email,
      passwordHash: await deterministicHash(legacy.password, rng),
      firstName: legacy.firstName,
      lastName: legacy.lastName,
      displayName: `${legacy.firstName} ${legacy.lastName}`,
      createdAt: new Date(nowMs - 2000 * 86_400_000),
    };
    users.userRows.push(row);
    users.roleRows.push({ userAccountRoleId: users.roleRows.length + 1, userId, accountId, locationId: null, userRoleKey: 'USER' });
  }
}
