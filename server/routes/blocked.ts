/**
 * Blocked numbers (core §7 "Blocking, forwarding, VIP"). Every call names an account; a user
 * whose only roles there are restricted (GUEST, INACTIVE) is refused, and an entry is only ever
 * read or changed through its own account.
 */
import { Hono } from 'hono';
import { blockedMessages } from '../../src/contract/blocked';
import { endpoints } from '../../src/contract/endpoints';
import {
  deleteBlockedNumber,
  findBlockedNumber,
  insertBlockedNumber,
  isNumberBlocked,
  listBlockedNumbers,
  updateBlockedNumber,
} from '../db/repositories/blocked';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';
import { notifyAccount, restrictedRoles, saveEntry, storedNumber } from '../services/number-entries';

const unrestricted = { deny: restrictedRoles };

export function blockedRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.blockedNumbers, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return listBlockedNumbers(c.var.database.db, input.accountId);
  });

  registerEndpoint(api, endpoints.blockNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return saveEntry(c.var.database.db, c.var.hub, input, {
      taken: (db, phoneNumber) => isNumberBlocked(db, input.accountId, phoneNumber),
      duplicateMessage: blockedMessages.duplicate,
      write: insertBlockedNumber,
    });
  });

  registerEndpoint(api, endpoints.editBlockedNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    if (!(await findBlockedNumber(c.var.database.db, input.accountId, input.entryId)))
      throw new PortalHttpError(404, messages.notFound);
    return saveEntry(c.var.database.db, c.var.hub, input, {
      taken: (db, phoneNumber) => isNumberBlocked(db, input.accountId, phoneNumber, input.entryId),
      duplicateMessage: blockedMessages.duplicate,
      write: (db, fields) => updateBlockedNumber(db, input.entryId, fields),
    });
  });

  registerEndpoint(api, endpoints.unblockNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const removed = await deleteBlockedNumber(c.var.database.db, input.accountId, storedNumber(input.existingNumber));
    if (!removed) throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c.var.database.db, c.var.hub, input.accountId);
    return { ok: true as const };
  });

  return api;
}
