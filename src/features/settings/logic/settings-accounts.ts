import type { AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

/** Roles that never reach the settings of an account (billing-account §6; restricted roles of core §6). */
const noSettingsRoles = new Set(['GUEST', 'INACTIVE', 'BILLING_ADMIN']);

/** The accounts whose settings the user may open, each once, in role order. */
export function settingsAccounts(user: RoleUser): AccountChoice[] {
  const seen = new Map<number, AccountChoice>();
  for (const role of user.userAccountRoles) {
    if (noSettingsRoles.has(role.userRoleKey) || seen.has(role.accountId)) continue;
    seen.set(role.accountId, { accountId: role.accountId, accountName: role.accountName });
  }
  return [...seen.values()];
}

/** The VIP forwarding number is shown only to GLOBALADMIN on the selected account (billing-account §4, §6). */
export const isGlobalAdminOf = (user: RoleUser, accountId: number): boolean =>
  user.userAccountRoles.some((r) => r.accountId === accountId && r.userRoleKey === 'GLOBALADMIN');
