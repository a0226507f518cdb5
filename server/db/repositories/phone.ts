/** The in-browser phone's records (core §7 outcallRequest): an outgoing call as an OC activity item. */
import { and, count, eq, ne } from 'drizzle-orm';
import type { RoleKey } from '../../../src/contract/common';
import type { PhoneUserFacts } from '../../../src/domain/phone/phone-access';
import type { Db } from '../client';
import * as s from '../schema';
import { newActivityIds } from './activity-ids';

/**
 * What the phone rule reads (src/domain/phone): the user's patch numbers (User.patchNumbers, the
 * Call From list: assist numbers are not among them) and role keys on every account.
 */
export async function userPhoneFacts(db: Db, userId: number): Promise<PhoneUserFacts> {
  const [numbers] = await db
    .select({ n: count() })
    .from(s.userPatchNumbers)
    .where(and(eq(s.userPatchNumbers.userId, userId), ne(s.userPatchNumbers.assist, 'Y')));
  const roles = await db.selectDistinct({ key: s.userAccountRoles.userRoleKey }).from(s.userAccountRoles).where(eq(s.userAccountRoles.userId, userId));
  return { patchNumberCount: numbers?.n ?? 0, roleKeys: roles.map((r) => r.key as RoleKey) };
}

export interface OutcallRecord {
  userId: number;
  accountId: number;
  sourceNumber: string;
  outcallNumber: string;
  callerName: string;
}

/** Records the call in the caller's activity (read: the caller placed it), as a delivery. Returns the item's id. */
export async function insertOutcall(db: Db, r: OutcallRecord): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(s.messages)
    .values({
      ...(await newActivityIds(db)),
      userId: r.userId,
      accountId: r.accountId,
      messageType: 'OC',
      outcallNumber: r.outcallNumber,
      outcallSourceNumber: r.sourceNumber,
      ani: r.sourceNumber,
      dnis: r.outcallNumber,
      sendingUser: r.callerName,
      taskUser: r.callerName,
      taken: now,
      taskStartTime: now,
      taskStatus: 'OPEN',
      messageRead: now,
    })
    .returning({ messageId: s.messages.messageId });
  return row!.messageId;
}
