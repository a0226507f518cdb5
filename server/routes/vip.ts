/**
 * VIP callers and the VIP forwarding number (core §7 "Blocking, forwarding, VIP"). Every call
 * names an account; a user whose only roles there are restricted (GUEST, INACTIVE) is refused, and
 * an entry is only ever read or changed through its own account.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { vipMessages } from '../../src/contract/vip';
import { vipForwardingNumberOrNull } from '../../src/domain/settings/forwarding-number';
import {
  deleteVipCaller,
  insertVipCaller,
  isVipNumber,
  listVipCallers,
  setVipForwardingNumber,
  updateVipCaller,
} from '../db/repositories/vip';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { notifyAccount, restrictedRoles, saveEntry } from '../services/number-entries';

const unrestricted = { deny: restrictedRoles };

export function vipRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.vipCallers, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return listVipCallers(c.var.database.db, input.accountId);
  });

  registerEndpoint(api, endpoints.createVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return saveEntry(c.var.database.db, c.var.hub, input, {
      taken: (db, phoneNumber) => isVipNumber(db, input.accountId, phoneNumber),
      duplicateMessage: vipMessages.duplicate,
      write: insertVipCaller,
    });
  });

  registerEndpoint(api, endpoints.updateVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return saveEntry(c.var.database.db, c.var.hub, input, {
      taken: (db, phoneNumber) => isVipNumber(db, input.accountId, phoneNumber, input.vipCallerId),
      duplicateMessage: vipMessages.duplicate,
      write: (db, fields) => updateVipCaller(db, input.vipCallerId, fields),
    });
  });

  registerEndpoint(api, endpoints.deleteVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    if (!(await deleteVipCaller(c.var.database.db, input.accountId, input.vipCallerId)))
      throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c.var.database.db, c.var.hub, input.accountId);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.updateVipNumber, async (c, input) => {
    // Billing-account §6: the VIP forwarding number is GLOBALADMIN's on the selected account.
    await requireAccountAccess(c, input.accountId, { allow: ['GLOBALADMIN'] });
    const vipForwardingNumber = vipForwardingNumberOrNull(input.vipForwardingNumber);
    await setVipForwardingNumber(c.var.database.db, input.accountId, vipForwardingNumber);
    await notifyAccount(c.var.database.db, c.var.hub, input.accountId);
    return { accountId: input.accountId, vipForwardingNumber };
  });

  return api;
}
