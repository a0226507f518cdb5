/** The in-browser phone's records (core §7 outcallRequest): an outgoing call as an OC activity item. */
import type { Db } from '../client';
import * as s from '../schema';
import { newActivityIds } from './activity-ids';

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
