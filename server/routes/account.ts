/**
 * The account calls (billing-account §7 GET/POST /api/accounts/{id}): any active role on the
 * account reads it; only its GLOBALADMIN edits the company information and addresses, and every
 * edit is recorded with who changed what.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { findAccount, findAccountRow } from '../db/repositories/account';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { applyAccountEdit } from '../services/account/account-edit';
import { notifyAccount } from '../services/number-entries';

export function accountRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.account, async (c, _input, { params }) => {
    await requireAccountAccess(c, params.id, { deny: ['INACTIVE'] });
    const account = await findAccount(c.var.database.db, params.id);
    if (!account) throw new PortalHttpError(404, messages.notFound);
    return account;
  });

  registerEndpoint(api, endpoints.updateAccount, async (c, input, { params, session }) => {
    await requireAccountAccess(c, params.id, { allow: ['GLOBALADMIN'] });
    const db = c.var.database.db;
    const row = await findAccountRow(db, params.id);
    if (!row) throw new PortalHttpError(404, messages.notFound);
    await applyAccountEdit(db, row, input, { userId: session.userId, supportAgentId: session.supportAgentId });
    await notifyAccount(db, c.var.hub, params.id);
    return (await findAccount(db, params.id))!;
  });

  return api;
}
