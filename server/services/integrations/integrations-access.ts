/**
 * Who may use Integrations (billing-account §6), by the rule the screen applies too
 * (src/domain/integrations/integrations-access.ts): GLOBALADMIN or GRASSHOPPERGLOBAL, nobody who
 * holds BILLING_ADMIN anywhere; profile rules only where GLOBALADMIN. Rules may name only the
 * accounts where the user holds one of those roles.
 */
import type { Context } from 'hono';
import { integrationsMessages } from '../../../src/contract/integrations';
import { integrationsAccounts } from '../../../src/domain/integrations/integrations-access';
import type { Db } from '../../db/client';
import { userAccountScope } from '../../db/repositories/users';
import { PortalHttpError } from '../../http/errors';
import { requireSession } from '../../http/session';
import type { AppEnv } from '../../http/types';

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
  const roles = scope.accountIds.flatMap((accountId) => (scope.rolesByAccount[accountId] ?? []).map((userRoleKey) => ({ accountId, userRoleKey })));
  const { accountIds, globalAdminIds } = integrationsAccounts(roles);
  if (accountIds.length === 0) return null;
  return { userId, accountIds, globalAdminIds: new Set(globalAdminIds) };
}

export async function requireIntegrationsAccess(c: Context<AppEnv>): Promise<IntegrationsAccess> {
  const session = requireSession(c);
  const access = await integrationsAccessOf(c.var.database.db, session.userId);
  if (!access) throw new PortalHttpError(403, integrationsMessages.notAllowed);
  return access;
}
