/**
 * Users: login lookup and the account scope used for authorisation. The `User` payload of
 * GET /api/me lives in ./session-user-payload.ts and the weekly insights in ./dashboard-weekly-insights.ts; both are
 * re-exported here for the importers of this module.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RoleKey } from '../../../src/contract/common';
import type { Db } from '../client';
import { isBillingOnlyRoleSet } from '../../../src/domain/access/billing-only';
import * as s from '../schema';
import { userRoleKeysColumn } from './user-role-keys';

export { callMessageTypes } from './session-user-payload-queries';
export { getUserPayload, UserNotFoundError, type UserPayloadOptions } from './session-user-payload';
export {
  CALL_LEAD_TAG,
  CHAT_LEAD_TYPE,
  CURRENT_CLIENT_TAG,
  INSIGHT_DAYS,
  weeklyInsightCounts,
  type InsightRow,
  type WeeklyInsightCounts,
} from './dashboard-weekly-insights';

const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

export interface LoginUser {
  userId: number;
  username: string;
  email: string;
  displayName: string;
  passwordHash: string;
  temporaryPassword: 'Y' | 'N';
  twoFactor: 'Y' | 'N';
  mobile: string | null;
  /** Every role the user holds is BILLING_ADMIN: the login sends them straight to their pages. */
  billingOnly: boolean;
}

/** Finds a user by email or username, case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<LoginUser | null> {
  const value = login.trim().toLowerCase();
  if (!value) return null;
  const rows = await db
    .select({
      userId: s.users.userId,
      username: s.users.username,
      email: s.users.email,
      displayName: s.users.displayName,
      passwordHash: s.users.passwordHash,
      temporaryPassword: s.users.temporaryPassword,
      twoFactor: s.users.twoFactor,
      mobile: s.users.mobile,
      roleKeys: userRoleKeysColumn,
    })
    .from(s.users)
    .where(sql`lower(${s.users.email}) = ${value} or lower(${s.users.username}) = ${value}`)
    .orderBy(asc(s.users.userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { roleKeys, ...user } = row;
  return { ...user, temporaryPassword: asYn(row.temporaryPassword), twoFactor: asYn(row.twoFactor), billingOnly: isBillingOnlyRoleSet(roleKeys ?? []) };
}

export interface UserAccountScope {
  /** Every account the user holds a role on (sorted). */
  accountIds: number[];
  /** Per account: the locations a location-scoped role limits the user to, or null for the whole account. */
  locationIdsByAccount: Record<number, number[] | null>;
  rolesByAccount: Record<number, RoleKey[]>;
}

/** The accounts, locations and roles a user may act on (authorisation). */
export async function userAccountScope(db: Db, userId: number): Promise<UserAccountScope> {
  const rows = await db
    .select({ accountId: s.userAccountRoles.accountId, locationId: s.userAccountRoles.locationId, role: s.userAccountRoles.userRoleKey })
    .from(s.userAccountRoles)
    .where(eq(s.userAccountRoles.userId, userId))
    .orderBy(asc(s.userAccountRoles.userAccountRoleId));
  const scope: UserAccountScope = { accountIds: [], locationIdsByAccount: {}, rolesByAccount: {} };
  for (const r of rows) {
    if (!scope.rolesByAccount[r.accountId]) {
      scope.accountIds.push(r.accountId);
      scope.rolesByAccount[r.accountId] = [];
    }
    const roles = scope.rolesByAccount[r.accountId]!;
    if (!roles.includes(r.role as RoleKey)) roles.push(r.role as RoleKey);
    // A role without a location opens the whole account; location roles add up otherwise.
    const current = scope.locationIdsByAccount[r.accountId];
    if (r.locationId === null) scope.locationIdsByAccount[r.accountId] = null;
    else if (current === undefined) scope.locationIdsByAccount[r.accountId] = [r.locationId];
    else if (current !== null && !current.includes(r.locationId)) current.push(r.locationId);
  }
  scope.accountIds.sort((a, b) => a - b);
  return scope;
}

/** Ids of users holding a role on any of the given accounts (e.g. for realtime fan-out). */
export async function userIdsOfAccounts(db: Db, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: s.userAccountRoles.userId })
    .from(s.userAccountRoles)
    .where(inArray(s.userAccountRoles.accountId, accountIds));
  return rows.map((r) => r.userId).sort((a, b) => a - b);
}

/** The user's display name (who sent a text, who asked for assistance). */
export async function userDisplayName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ displayName: s.users.displayName }).from(s.users).where(eq(s.users.userId, userId)).limit(1);
  return row?.displayName ?? '';
}
