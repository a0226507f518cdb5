/**
 * What the blocked-number and VIP-caller routes share (spec core §5 "Blocking", "VIP contacts"):
 * the stored form of an entered number, the duplicate check and the account's notification.
 */
import { numberEntryMessages } from '../../src/contract/number-entries';
import { toStoredPhoneNumber } from '../../src/domain/numbers/stored-number';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/constraint-errors';
import { userIdsOfAccounts } from '../db/repositories/users';
import { messages, PortalHttpError } from '../http/errors';
import type { RealtimeHub } from '../realtime/hub';

/** Restricted roles (core §6): blocked numbers and VIP Contacts are hidden from them. */
export const restrictedRoles = ['GUEST', 'INACTIVE'] as const;

export function storedNumber(raw: string): string {
  const stored = toStoredPhoneNumber(raw);
  if (!stored) throw new PortalHttpError(400, numberEntryMessages.invalidPhone);
  return stored;
}

export async function notifyAccount(db: Db, hub: RealtimeHub, accountId: number): Promise<void> {
  await hub.notifyUsers(await userIdsOfAccounts(db, [accountId]), ['account']);
}

export interface EntryFields<Name> {
  accountId: number;
  phoneNumber: string;
  name: Name;
  company: string | null;
}

export interface EntrySave<Name, Row> {
  /** Whether another entry of the account already has the number. */
  taken: (db: Db, phoneNumber: string) => Promise<boolean>;
  duplicateMessage: string;
  /** Inserts or updates; null when the entry to update is gone. */
  write: (db: Db, fields: EntryFields<Name>) => Promise<Row | null>;
}

/** Adds or changes a blocked number or VIP caller: a valid number, no duplicate on the account (409), then tell the account. */
export async function saveEntry<Name, Row>(
  db: Db,
  hub: RealtimeHub,
  input: EntryFields<Name>,
  entry: EntrySave<Name, Row>,
): Promise<Row> {
  const phoneNumber = storedNumber(input.phoneNumber);
  if (await entry.taken(db, phoneNumber)) throw new PortalHttpError(409, entry.duplicateMessage);
  let row: Row | null;
  try {
    row = await entry.write(db, { accountId: input.accountId, phoneNumber, name: input.name, company: input.company });
  } catch (error) {
    // The same number sent twice at once: both passed the check, the account's unique index took one.
    if (isUniqueViolation(error)) throw new PortalHttpError(409, entry.duplicateMessage);
    throw error;
  }
  if (!row) throw new PortalHttpError(404, messages.notFound);
  await notifyAccount(db, hub, input.accountId);
  return row;
}
