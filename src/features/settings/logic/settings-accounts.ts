import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

/** Roles that never reach the settings of an account (billing-account §6; restricted roles of core §6). */
const noSettingsRoles = new Set(['GUEST', 'INACTIVE', 'BILLING_ADMIN']);

/** The accounts whose settings the user may open, each once, in role order. */
export const settingsAccounts = (user: RoleUser): AccountChoice[] => accountsWhere(user, (role) => !noSettingsRoles.has(role.userRoleKey));

/** The account the page shows: the one asked for in its address when the user may open it, else the first. */
export const openingSettingsAccount = (accounts: readonly AccountChoice[], requested: number | undefined): number | undefined =>
  accounts.find((a) => a.accountId === requested)?.accountId ?? accounts[0]?.accountId;
