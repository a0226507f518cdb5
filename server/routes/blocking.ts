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
import type { Db } from '../db/client';
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

interface EntryFields<Name> {
  accountId: number;
  phoneNumber: string;
  name: Name;
  company: string | null;
}

interface EntrySave<Name, Row> {
  /** Whether another entry of the account already has the number. */
  taken: (db: Db, phoneNumber: string) => Promise<boolean>;
  duplicateMessage: string;
  /** Inserts or updates; null when the entry to update is gone. */
  write: (db: Db, fields: EntryFields<Name>) => Promise<Row | null>;
}

/** Adds or changes a blocked number or VIP caller: a valid number, no duplicate on the account (409), then tell the account. */
async function saveEntry<Name, Row>(
  c: Context<AppEnv>,
  input: EntryFields<Name>,
  entry: EntrySave<Name, Row>,
): Promise<Row> {
  const { db } = c.var.database;
  const phoneNumber = storedNumber(input.phoneNumber);
  if (await entry.taken(db, phoneNumber)) throw new PortalHttpError(409, entry.duplicateMessage);
  const row = await entry.write(db, {
    accountId: input.accountId,
    phoneNumber,
    name: input.name,
    company: input.company,
  });
  if (!row) throw new PortalHttpError(404, messages.notFound);
  await notifyAccount(c, input.accountId);
  return row;
}

export function blockingRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.blockedNumbers, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return listBlockedNumbers(c.var.database.db, input.accountId);
  });

  registerEndpoint(api, endpoints.blockNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return saveEntry(c, input, {
      taken: (db, phoneNumber) => isNumberBlocked(db, input.accountId, phoneNumber),
      duplicateMessage: blockingMessages.duplicateBlocked,
      write: insertBlockedNumber,
    });
  });

  registerEndpoint(api, endpoints.editBlockedNumber, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    if (!(await findBlockedNumber(c.var.database.db, input.accountId, input.entryId)))
      throw new PortalHttpError(404, messages.notFound);
    return saveEntry(c, input, {
      taken: (db, phoneNumber) => isNumberBlocked(db, input.accountId, phoneNumber, input.entryId),
      duplicateMessage: blockingMessages.duplicateBlocked,
      write: (db, fields) => updateBlockedNumber(db, input.entryId, fields),
    });
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
    return saveEntry(c, input, {
      taken: (db, phoneNumber) => isVipNumber(db, input.accountId, phoneNumber),
      duplicateMessage: blockingMessages.duplicateVip,
      write: insertVipCaller,
    });
  });

  registerEndpoint(api, endpoints.updateVipCaller, async (c, input) => {
    await requireAccountAccess(c, input.accountId, unrestricted);
    return saveEntry(c, input, {
      taken: (db, phoneNumber) => isVipNumber(db, input.accountId, phoneNumber, input.vipCallerId),
      duplicateMessage: blockingMessages.duplicateVip,
      write: (db, fields) => updateVipCaller(db, input.vipCallerId, fields),
    });
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
