/** VIP callers per account (spec core §3, §5), plus the VIP forwarding number. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { VipCaller } from '../../../src/contract/vip';
import type { Db } from '../client';
import * as s from '../schema';

export interface VipInput {
  accountId: number;
  phoneNumber: string;
  name: string;
  company: string | null;
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
