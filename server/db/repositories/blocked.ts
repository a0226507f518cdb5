/** Blocked numbers per account (spec core §3, §5). */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { BlockedNumber } from '../../../src/contract/blocked';
import type { Db } from '../client';
import * as s from '../schema';

export interface BlockedInput {
  accountId: number;
  phoneNumber: string;
  name: string | null;
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
