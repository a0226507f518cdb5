/** Assist requests (core §7 assistRequest): the TASK item the receptionists work and the requester sees. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { newActivityIds } from './activity-ids';
import { messageVisibility, type MessageScope } from './activity-scope';

export async function locationAccountId(db: Db, locationId: number): Promise<number | null> {
  const [row] = await db.select({ accountId: s.locations.accountId }).from(s.locations).where(eq(s.locations.locationId, locationId)).limit(1);
  return row?.accountId ?? null;
}

/** Whether the user sees an activity item of that task (what an assist request may refer to). */
export async function seesTask(db: Db, who: MessageScope, taskId: number): Promise<boolean> {
  const visible = messageVisibility(who);
  if (!visible) return false;
  const [row] = await db.select({ id: s.messages.messageId }).from(s.messages).where(and(visible, eq(s.messages.taskId, taskId))).limit(1);
  return row !== undefined;
}

export interface AssistTask {
  userId: number;
  accountId: number;
  locationId: number;
  request: string;
  requester: string;
  /** The originating number (the user's assist number). */
  sourceNumber: string;
  referenceTaskId: number | null;
}

/** Files the request as an open TASK item (a delivery) in the requester's activity (read: they wrote it). */
export async function insertAssistTask(db: Db, t: AssistTask): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(s.messages)
    .values({
      ...(await newActivityIds(db)),
      userId: t.userId,
      accountId: t.accountId,
      locationId: t.locationId,
      messageType: 'TASK',
      taskId: t.referenceTaskId,
      request: t.request,
      textContent: t.request,
      taskUser: t.requester,
      sendingUser: t.requester,
      ani: t.sourceNumber,
      taken: now,
      taskStartTime: now,
      taskStatus: 'OPEN',
      messageRead: now,
    })
    .returning({ messageId: s.messages.messageId });
  return row!.messageId;
}
