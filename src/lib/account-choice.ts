/**
 * The accounts a screen with an account selector offers (blocked numbers, VIP callers, company,
 * settings): spec core §6, restricted roles do not see these sections.
 */
import { isRestrictedRole, type RoleUser } from './roles';

export interface AccountChoice {
  accountId: number;
  accountName: string;
}

type AccountRole = RoleUser['userAccountRoles'][number];

/** The accounts where the user holds at least one role that `allowed` accepts, each once, in role order. */
export function accountsWhere(user: RoleUser, allowed: (role: AccountRole) => boolean): AccountChoice[] {
  const seen = new Map<number, AccountChoice>();
  for (const role of user.userAccountRoles) {
    if (!allowed(role) || seen.has(role.accountId)) continue;
    seen.set(role.accountId, { accountId: role.accountId, accountName: role.accountName });
  }
  return [...seen.values()];
}

/** Accounts where the user holds a role other than GUEST or INACTIVE (restricted ones are hidden). */
export const unrestrictedAccounts = (user: RoleUser): AccountChoice[] => accountsWhere(user, (role) => !isRestrictedRole(role.userRoleKey));
