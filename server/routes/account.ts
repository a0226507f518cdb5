/**
 * The account calls (billing-account §7 GET/POST /api/accounts/{id}): any active role on the
 * account reads it (the billing fields only GLOBALADMIN and BILLING_ADMIN; its numbers, greetings and
 * users not a user who is only its BILLING_ADMIN); its GLOBALADMIN edits
 * the company information and addresses, BILLING_ADMIN the billing address too, and every edit is
 * recorded with who changed what.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { isBillingOnlyRoleSet } from '../../src/domain/access/billing-only';
import { findAccount, findAccountRow } from '../db/repositories/account';
import { accountBillingFields } from '../db/repositories/billing';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv, Db } from '../http/types';
import type { Account } from '../../src/contract/account';
import type { RoleKey } from '../../src/contract/common';
import { userAccountScope } from '../db/repositories/users';
import { applyAccountEdit } from '../services/account/account-edit';
import { addressLookupOf } from '../services/account/address-lookup';
import { notifyAccount } from '../services/number-entries';
import { billingRoles } from './billing';

export function accountRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.account, async (c, _input, { params }) => {
    const access = await requireAccountAccess(c, params.id, { deny: ['INACTIVE'] });
    return accountAsSeenBy(c.var.database.db, params.id, access.roles);
  });

  registerEndpoint(api, endpoints.updateAccount, async (c, input, { params, session }) => {
    // The billing address is also the billing administrator's (the address dialog on /billing).
    const access = await requireAccountAccess(c, params.id, { allow: input.editType === 'billing' ? billingRoles : ['GLOBALADMIN'] });
    const db = c.var.database.db;
    const row = await findAccountRow(db, params.id);
    if (!row) throw new PortalHttpError(404, messages.notFound);
    await applyAccountEdit(db, row, input, { userId: session.userId, supportAgentId: session.supportAgentId });
    await notifyAccount(db, c.var.hub, params.id);
    // The answer replaces the screen's copy of the account: the same read as GET's.
    return accountAsSeenBy(db, params.id, access.roles);
  });

  // Anyone who may edit an address somewhere: a GLOBALADMIN or BILLING_ADMIN of any account.
  registerEndpoint(api, endpoints.addressSuggestions, async (c, input, { session }) => {
    const scope = await userAccountScope(c.var.database.db, session.userId);
    const mayEdit = Object.values(scope.rolesByAccount).some((roles) => roles.some((role) => (billingRoles as readonly string[]).includes(role)));
    if (!mayEdit) throw new PortalHttpError(403, 'Only an administrator may look up addresses.');
    try {
      return { suggestions: await addressLookupOf(c.var.env).suggest(input.search, input.country) };
    } catch {
      throw new PortalHttpError(502, 'Address suggestions are not available right now.');
    }
  });

  return api;
}

/**
 * The account as a user with `roles` on it reads it. Billing data only for its GLOBALADMIN and
 * BILLING_ADMIN (billing-account §6). Company and Settings are not a billing administrator's: where
 * BILLING_ADMIN is all the user holds on the account, its numbers, greetings and users stay out.
 */
async function accountAsSeenBy(db: Db, accountId: number, roles: readonly RoleKey[]): Promise<Account> {
  const found = await findAccount(db, accountId);
  if (!found) throw new PortalHttpError(404, messages.notFound);
  const account = isBillingOnlyRoleSet(roles) ? { ...found, phoneNumbers: [], recordings: [], users: [], vipForwardingNumber: null } : found;
  if (!roles.some((role) => (billingRoles as readonly string[]).includes(role))) return account;
  return { ...account, ...(await accountBillingFields(db, (await findAccountRow(db, accountId))!)) };
}
