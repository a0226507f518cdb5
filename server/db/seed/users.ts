/** Seed section: the demo users and extra staff with their account roles, and the support agent. */
import { demoSupportAgent, demoUsers } from '../demo-users';
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import { firstNames, jobTitles, lastNames } from './data';
import { type Rng, usPhone } from './random';

const DAY = 86_400_000;

/** One account role of a seeded user, with what the activity generator needs to know of them. */
export interface SeededRole {
  userId: number;
  accountId: number;
  role: string;
  locationId: number | null;
  displayName: string;
  demo: boolean;
}

export interface UserSeed {
  userRows: (typeof schema.users.$inferInsert)[];
  roleRows: (typeof schema.userAccountRoles.$inferInsert)[];
  /** Demo user key (demo-users.ts) → user id. */
  userIdByKey: Record<string, number>;
  rolesOf: SeededRole[];
}

/** Demo users first (ids in demoUsers order), then the staff; every user shares `userHash`. */
export function seedUsers(
  rng: Rng,
  { accountIds, areaCodes, locationRows }: AccountSeed,
  userHash: string,
  nowMs: number,
): UserSeed {
  const userRows: (typeof schema.users.$inferInsert)[] = [];
  const roleRows: (typeof schema.userAccountRoles.$inferInsert)[] = [];
  const userIdByKey: Record<string, number> = {};
  const rolesOf: SeededRole[] = [];
  const createdAt = new Date(nowMs - 400 * DAY);

  demoUsers.filter((u) => !u.appended).forEach((u, i) => {
    const userId = i + 1;
    userIdByKey[u.key] = userId;
    const admin = u.roles.some((r) => r.role === 'GLOBALADMIN');
    userRows.push({
      userId, username: u.username, email: u.email, mobile: usPhone(rng, '503'), passwordHash: userHash,
      firstName: u.firstName, lastName: u.lastName, displayName: `${u.firstName} ${u.lastName}`,
      jobTitle: admin ? 'Managing Partner' : rng.pick(jobTitles), accessPin: admin ? '4321' : null,
      holdCalls: 'N', fullAccess: admin ? 'Y' : 'N', temporaryPassword: u.temporaryPassword ? 'Y' : 'N',
      twoFactor: u.twoFactor ? 'Y' : 'N',
      greetingAudioKey: u.key === 'globalAdmin' ? 'greeting-user-1' : null,
      greetingDuration: u.key === 'globalAdmin' ? 14 : null, createdAt,
    });
    for (const r of u.roles) {
      const accountId = accountIds[r.account];
      const locationId = r.location ? locationRows.find((l) => l.accountId === accountId)!.locationId! : null;
      roleRows.push({ userAccountRoleId: roleRows.length + 1, userId, accountId, locationId, userRoleKey: r.role });
      rolesOf.push({ userId, accountId, role: r.role, locationId, displayName: `${u.firstName} ${u.lastName}`, demo: true });
    }
  });
  // Extra staff so activity has other owners.
  const staffPlan: [number, string][] = [
    [2, 'USER'], [2, 'USER'], [2, 'USER'], [2, 'USERSMS'], [2, 'USER'],
    [3, 'USER'], [3, 'USEROUTCALL'], [3, 'USER'], [1, 'USER'], [1, 'GLOBALADMIN'],
    [4, 'USER'], [5, 'USER'],
  ];
  const domains: Record<number, string> = { 1: 'harborlaw.example', 2: 'harborlaw.example', 3: 'harborlaw.example', 4: 'turnerdental.example', 5: 'ortizplumbing.example' };
  const usedNames = new Set(userRows.map((u) => u.displayName));
  for (const [accountId, role] of staffPlan) {
    let first: string;
    let last: string;
    do {
      first = rng.pick(firstNames);
      last = rng.pick(lastNames);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const userId = userRows.length + 1;
    const handle = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '');
    userRows.push({
      userId, username: handle, email: `${handle}@${domains[accountId]}`, mobile: usPhone(rng, areaCodes[accountId]!),
      passwordHash: userHash, firstName: first, lastName: last, displayName: `${first} ${last}`, jobTitle: rng.pick(jobTitles),
      fullAccess: role === 'GLOBALADMIN' ? 'Y' : 'N', createdAt,
    });
    roleRows.push({ userAccountRoleId: roleRows.length + 1, userId, accountId, locationId: null, userRoleKey: role });
    rolesOf.push({ userId, accountId, role, locationId: null, displayName: `${first} ${last}`, demo: false });
  }

  return { userRows, roleRows, userIdByKey, rolesOf };
}

/** The support agent who may open agent sessions (password hashed by the caller). */
export function supportAgentRows(agentHash: string): (typeof schema.supportAgents.$inferInsert)[] {
  return [
    { supportAgentId: 1, username: demoSupportAgent.username, displayName: demoSupportAgent.displayName, passwordHash: agentHash },
  ];
}
