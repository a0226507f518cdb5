import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

/** The accounts whose company page the user may open (not for BILLING_ADMIN or INACTIVE roles), each once. */
export const companyAccounts = (user: RoleUser): AccountChoice[] =>
  accountsWhere(user, (role) => role.userRoleKey !== 'BILLING_ADMIN' && role.userRoleKey !== 'INACTIVE');
