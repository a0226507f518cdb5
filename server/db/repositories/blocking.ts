/** Blocked numbers and VIP callers per account (spec core §3, §5), plus the VIP forwarding number. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { BlockedNumber, VipCaller } from '../../../src/contract/blocking';
import type { Db } from '../client';
import * as s from '../schema';

export interface BlockedInput {
  accountId: number;
  phoneNumber: string;
  name: string | null;
  company: string | null;
}

export interface VipInput {
  accountId: number;
  phoneNumber: string;
  name: string;
  company: string | null;
}

export async function listBlockedNumbers(db: Db, accountId: number): Promise<BlockedNumber[]> {
  return db
    .select()
    .from(s.blockedNumbers)
    .where(eq(s.blockedNumbers.accountId, accountId))
    .orderBy(asc(s.blockedNumbers.entryId));
}

export async function findBlockedNumber(db: Db, accountId: number, entryId: number): Promise<BlockedNumber | null> {
  const [row] = await db
    .select()
    .from(s.blockedNumbers)
    .where(and(eq(s.blockedNumbers.accountId, accountId), eq(s.blockedNumbers.entryId, entryId)))
    .limit(1);
  return row ?? null;
}

/** Whether another entry of the account already blocks `phoneNumber`. */
export async function isNumberBlocked(
  db: Db,
  accountId: number,
  phoneNumber: string,
  exceptEntryId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ entryId: s.blockedNumbers.entryId })
    .from(s.blockedNumbers)
    .where(
      and(
        eq(s.blockedNumbers.accountId, accountId),
        eq(s.blockedNumbers.phoneNumber, phoneNumber),
        exceptEntryId === undefined ? undefined : ne(s.blockedNumbers.entryId, exceptEntryId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertBlockedNumber(db: Db, input: BlockedInput): Promise<BlockedNumber> {
  const [row] = await db.insert(s.blockedNumbers).values(input).returning();
  return row!;
}

export async function updateBlockedNumber(db: Db, entryId: number, input: BlockedInput): Promise<BlockedNumber | null> {
  const [row] = await db
    .update(s.blockedNumbers)
    .set({
      phoneNumber: input.phoneNumber,
      name: input.name,
      company: input.company,
    })
    .where(and(eq(s.blockedNumbers.entryId, entryId), eq(s.blockedNumbers.accountId, input.accountId)))
    .returning();
  return row ?? null;
}

/** Removes the account's entry for `phoneNumber`; false when there was none. */
export async function deleteBlockedNumber(db: Db, accountId: number, phoneNumber: string): Promise<boolean> {
  const rows = await db
    .delete(s.blockedNumbers)
    .where(and(eq(s.blockedNumbers.accountId, accountId), eq(s.blockedNumbers.phoneNumber, phoneNumber)))
    .returning({ entryId: s.blockedNumbers.entryId });
  return rows.length > 0;
}

export async function listVipCallers(db: Db, accountId: number): Promise<VipCaller[]> {
  return db
    .select()
    .from(s.vipCallers)
    .where(eq(s.vipCallers.accountId, accountId))
    .orderBy(asc(s.vipCallers.name), asc(s.vipCallers.vipCallerId));
}

export async function isVipNumber(
  db: Db,
  accountId: number,
  phoneNumber: string,
  exceptVipCallerId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: s.vipCallers.vipCallerId })
    .from(s.vipCallers)
    .where(
      and(
        eq(s.vipCallers.accountId, accountId),
        eq(s.vipCallers.phoneNumber, phoneNumber),
        exceptVipCallerId === undefined ? undefined : ne(s.vipCallers.vipCallerId, exceptVipCallerId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertVipCaller(db: Db, input: VipInput): Promise<VipCaller> {
  const [row] = await db.insert(s.vipCallers).values(input).returning();
  return row!;
}

export async function updateVipCaller(db: Db, vipCallerId: number, input: VipInput): Promise<VipCaller | null> {
  const [row] = await db
    .update(s.vipCallers)
    .set({
      phoneNumber: input.phoneNumber,
      name: input.name,
      company: input.company,
    })
    .where(and(eq(s.vipCallers.vipCallerId, vipCallerId), eq(s.vipCallers.accountId, input.accountId)))
    .returning();
  return row ?? null;
}

export async function deleteVipCaller(db: Db, accountId: number, vipCallerId: number): Promise<boolean> {
  const rows = await db
    .delete(s.vipCallers)
    .where(and(eq(s.vipCallers.accountId, accountId), eq(s.vipCallers.vipCallerId, vipCallerId)))
    .returning({ id: s.vipCallers.vipCallerId });
  return rows.length > 0;
}

export async function setVipForwardingNumber(
  db: Db,
  accountId: number,
  vipForwardingNumber: string | null,
): Promise<void> {
  await db.update(s.accounts).set({ vipForwardingNumber }).where(eq(s.accounts.accountId, accountId));
}

/** The users holding any role on the account (whom to notify after a change). */
export async function accountUserIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: s.userAccountRoles.userId })
    .from(s.userAccountRoles)
    .where(eq(s.userAccountRoles.accountId, accountId));
  return rows.map((r) => r.userId);
}
