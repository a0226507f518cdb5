/**
 * The accounts a screen with an account selector offers (blocked numbers, VIP callers, company,
 * settings): spec core §6, restricted roles do not see these sections.
 */
import { isRestrictedRole, type RoleUser } from './roles';

export interface AccountChoice {
  accountId: number;
  accountName: string;
}

/** Accounts where the user holds a role other than GUEST or INACTIVE (restricted ones are hidden). */
export function unrestrictedAccounts(user: RoleUser): AccountChoice[] {
  const seen = new Map<number, AccountChoice>();
  for (const role of user.userAccountRoles) {
    if (isRestrictedRole(role.userRoleKey) || seen.has(role.accountId)) continue;
    seen.set(role.accountId, {
      accountId: role.accountId,
      accountName: role.accountName,
    });
  }
  return [...seen.values()];
}
