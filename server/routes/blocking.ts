/**
 * Blocking, VIP callers and the VIP forwarding number (core §7 "Blocking, forwarding, VIP").
 * Every call names an account; a user whose only roles there are restricted (GUEST, INACTIVE)
 * is refused, and an entry is only ever read or changed through its own account.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { blockingMessages, toStoredPhoneNumber, VIP_FORWARDING_LENGTH } from '../../src/contract/blocking';
import type { RoleKey } from '../../src/contract/common';
import { endpoints } from '../../src/contract/endpoints';
import {
  accountUserIds,
  deleteBlockedNumber,
  deleteVipCaller,
  findBlockedNumber,
  insertBlockedNumber,
  insertVipCaller,
  isNumberBlocked,
  isVipNumber,
  listBlockedNumbers,
  listVipCallers,
  setVipForwardingNumber,
  updateBlockedNumber,
  updateVipCaller,
} from '../db/repositories/blocking';
import { requireAccountAccess } from '../http/authorize';
import { registerEndpoint } from '../http/endpoint';
import { messages, PortalHttpError } from '../http/errors';
import type { AppEnv } from '../http/types';

/** Restricted roles (core §6): blocked numbers and VIP Contacts are hidden from them. */
export const restrictedRoles: readonly RoleKey[] = ['GUEST', 'INACTIVE'];

const unrestricted = { deny: restrictedRoles };

function storedNumber(raw: string): string {
  const stored = toStoredPhoneNumber(raw);
  if (!stored) throw new PortalHttpError(400, blockingMessages.invalidPhone);
  return stored;
}

async function notifyAccount(c: Context<AppEnv>, accountId: number): Promise<void> {
  const userIds = await accountUserIds(c.var.database.db, accountId);
  await c.var.hub.notifyUsers(userIds, ['account']);
}

export function blockingRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.blockedNumbers, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return listBlockedNumbers(c.var.database.db, input.accountId);
  });

  registerEndpoint(api, endpoints.blockNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const { db } = c.var.database;
    const phoneNumber = storedNumber(input.phoneNumber);
    if (await isNumberBlocked(db, input.accountId, phoneNumber))
      throw new PortalHttpError(409, blockingMessages.duplicateBlocked);
    const row = await insertBlockedNumber(db, {
      accountId: input.accountId,
      phoneNumber,
      name: input.name,
      company: input.company,
    });
    await notifyAccount(c, input.accountId);
    return row;
  });

  registerEndpoint(api, endpoints.editBlockedNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const { db } = c.var.database;
    if (!(await findBlockedNumber(db, input.accountId, input.entryId)))
      throw new PortalHttpError(404, messages.notFound);
    const phoneNumber = storedNumber(input.phoneNumber);
    if (await isNumberBlocked(db, input.accountId, phoneNumber, input.entryId)) {
      throw new PortalHttpError(409, blockingMessages.duplicateBlocked);
    }
    const row = await updateBlockedNumber(db, input.entryId, {
      accountId: input.accountId,
      phoneNumber,
      name: input.name,
      company: input.company,
    });
    if (!row) throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c, input.accountId);
    return row;
  });

  registerEndpoint(api, endpoints.unblockNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const removed = await deleteBlockedNumber(c.var.database.db, input.accountId, storedNumber(input.existingNumber));
    if (!removed) throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c, input.accountId);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.vipCallers, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return listVipCallers(c.var.database.db, input.accountId);
  });

  registerEndpoint(api, endpoints.createVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const { db } = c.var.database;
    const phoneNumber = storedNumber(input.phoneNumber);
    if (await isVipNumber(db, input.accountId, phoneNumber))
      throw new PortalHttpError(409, blockingMessages.duplicateVip);
    const row = await insertVipCaller(db, {
      accountId: input.accountId,
      phoneNumber,
      name: input.name,
      company: input.company,
    });
    await notifyAccount(c, input.accountId);
    return row;
  });

  registerEndpoint(api, endpoints.updateVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    const { db } = c.var.database;
    const phoneNumber = storedNumber(input.phoneNumber);
    if (await isVipNumber(db, input.accountId, phoneNumber, input.vipCallerId))
      throw new PortalHttpError(409, blockingMessages.duplicateVip);
    const row = await updateVipCaller(db, input.vipCallerId, {
      accountId: input.accountId,
      phoneNumber,
      name: input.name,
      company: input.company,
    });
    if (!row) throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c, input.accountId);
    return row;
  });

  registerEndpoint(api, endpoints.deleteVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    if (!(await deleteVipCaller(c.var.database.db, input.accountId, input.vipCallerId)))
      throw new PortalHttpError(404, messages.notFound);
    await notifyAccount(c, input.accountId);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.updateVipNumber, async (c, input) => {
    // Billing-account §6: the VIP forwarding number is GLOBALADMIN's on the selected account.
    await requireAccountAccess(c, input.accountId, { allow: ['GLOBALADMIN'] });
    const raw = input.vipForwardingNumber ?? '';
    const vipForwardingNumber = raw.length === VIP_FORWARDING_LENGTH && /^\+\d{11}$/.test(raw) ? raw : null;
    await setVipForwardingNumber(c.var.database.db, input.accountId, vipForwardingNumber);
    await notifyAccount(c, input.accountId);
    return { accountId: input.accountId, vipForwardingNumber };
  });

  return api;
}
