/**
 * Per-account authorisation for handlers (DESIGN §7): the resource's account must be one where
 * the signed-in user holds a role that allows the action.
 */
import type { Context } from 'hono';
import type { RoleKey } from '../../src/contract/common';
import { userAccountScope } from '../db/repositories/users';
import { messages, PortalHttpError } from './errors';
import { requireSession } from './session';
import type { AppEnv } from './types';

export interface AccountAccessRule {
  /** Only these roles pass (any role when omitted). */
  allow?: readonly RoleKey[];
  /** These roles never pass. */
  deny?: readonly RoleKey[];
  /** Message for a role refusal (the account itself is the user's). */
  message?: string;
}

export interface AccountAccess {
  userId: number;
  accountId: number;
  roles: RoleKey[];
  /** The locations a location-scoped role limits the user to; null for the whole account. */
  locationIds: number[] | null;
}

/**
 * Resolves the user's roles on `accountId` or throws 403 "You do not have access to this
 * account." Role rules refuse with the same status and `rule.message` when given.
 */
export async function requireAccountAccess(
  c: Context<AppEnv>,
  accountId: number,
  rule: AccountAccessRule = {},
): Promise<AccountAccess> {
  const session = requireSession(c);
  const scope = await userAccountScope(c.var.database.db, session.userId);
  const roles = scope.rolesByAccount[accountId] ?? [];
  if (roles.length === 0) throw new PortalHttpError(403, messages.forbiddenAccount);
  const allowed = roles.filter(
    (role) => (!rule.allow || rule.allow.includes(role)) && !(rule.deny && rule.deny.includes(role)),
  );
  if (allowed.length === 0) throw new PortalHttpError(403, rule.message ?? messages.forbiddenAccount);
  return { userId: session.userId, accountId, roles, locationIds: scope.locationIdsByAccount[accountId] ?? null };
}
