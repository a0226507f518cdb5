/**
 * Who may use Integrations (billing-account §6 "Integrations: GLOBALADMIN or GRASSHOPPERGLOBAL;
 * not BILLING_ADMIN"; "Profile-based transfer rules: GLOBALADMIN"): one rule for the menu, the
 * page, the activity's Transfer to menu and every /api/transfers call.
 *
 * The table states it of the user, like its neighbours ("Billing and Insights tiles: GLOBALADMIN
 * without partner or billing role"), and names accounts only where it means them ("accounts
 * where the user is GLOBALADMIN"). So a user who holds BILLING_ADMIN on any account may not use
 * Integrations at all, even where they are also GLOBALADMIN; everyone else uses it on the
 * accounts where they are GLOBALADMIN or GRASSHOPPERGLOBAL, with profile rules on the
 * GLOBALADMIN ones.
 */
import type { RoleKey } from '../../contract/common';

export const integrationsRoleKeys: readonly RoleKey[] = ['GLOBALADMIN', 'GRASSHOPPERGLOBAL'];
/** Holding this role anywhere closes Integrations. */
export const integrationsExcludedRole: RoleKey = 'BILLING_ADMIN';

export interface AccountRole {
  accountId: number;
  userRoleKey: RoleKey;
}

export interface IntegrationsAccounts {
  /** Accounts whose activity, numbers and profiles the user's links may name (ascending). */
  accountIds: number[];
  /** Of those, where the user is GLOBALADMIN: profile rules. */
  globalAdminIds: number[];
}

export function integrationsAccounts(roles: readonly AccountRole[]): IntegrationsAccounts {
  if (roles.some((r) => r.userRoleKey === integrationsExcludedRole)) return { accountIds: [], globalAdminIds: [] };
  const ids = (keys: readonly RoleKey[]) => [...new Set(roles.filter((r) => keys.includes(r.userRoleKey)).map((r) => r.accountId))].sort((a, b) => a - b);
  return { accountIds: ids(integrationsRoleKeys), globalAdminIds: ids(['GLOBALADMIN']) };
}

/** The page, its menu entries and the Transfer to menu: at least one account to use it on. */
export const mayUseIntegrations = (roles: readonly AccountRole[]): boolean => integrationsAccounts(roles).accountIds.length > 0;
