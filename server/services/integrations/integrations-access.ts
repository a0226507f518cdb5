/**
 * Who may use Integrations (billing-account §6): a user who is GLOBALADMIN or GRASSHOPPERGLOBAL
 * on at least one account, never through BILLING_ADMIN; profile rules only where GLOBALADMIN.
 * Rules may name only the accounts where the user holds one of those roles.
 */
import type { Context } from 'hono';
import type { RoleKey } from '../../../src/contract/common';
import { integrationsMessages } from '../../../src/contract/integrations';
import type { Db } from '../../db/client';
import { userAccountScope } from '../../db/repositories/users';
import { PortalHttpError } from '../../http/errors';
import { requireSession } from '../../http/session';
import type { AppEnv } from '../../http/types';

export const integrationsRoles: readonly RoleKey[] = ['GLOBALADMIN', 'GRASSHOPPERGLOBAL'];

export interface IntegrationsAccess {
  userId: number;
  /** Accounts where the user is GLOBALADMIN or GRASSHOPPERGLOBAL. */
  accountIds: number[];
  /** Accounts where the user is GLOBALADMIN (profile rules). */
  globalAdminIds: Set<number>;
}

/** The user's access, or null when no role of theirs opens Integrations. */
export async function integrationsAccessOf(db: Db, userId: number): Promise<IntegrationsAccess | null> {
  const scope = await userAccountScope(db, userId);
  const accountIds = scope.accountIds.filter((id) => (scope.rolesByAccount[id] ?? []).some((role) => integrationsRoles.includes(role)));
  if (accountIds.length === 0) return null;
  const globalAdminIds = new Set(accountIds.filter((id) => (scope.rolesByAccount[id] ?? []).includes('GLOBALADMIN')));
  return { userId, accountIds, globalAdminIds };
}

export async function requireIntegrationsAccess(c: Context<AppEnv>): Promise<IntegrationsAccess> {
  const session = requireSession(c);
  const access = await integrationsAccessOf(c.var.database.db, session.userId);
  if (!access) throw new PortalHttpError(403, integrationsMessages.notAllowed);
  return access;
}
