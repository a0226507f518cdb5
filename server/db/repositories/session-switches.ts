/** The signed-in user's switches (core §7 Auth and user; billing-account §4 Usage alert): hold calls and usage notices. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';

export async function setHoldCalls(db: Db, userId: number, holdCalls: 'Y' | 'N') {
  await db.update(s.users).set({ holdCalls }).where(eq(s.users.userId, userId));
}

/** Acknowledges one of the user's pending usage notifications; false when not found. */
export async function acknowledgeNotification(db: Db, userId: number, usageNotificationId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(s.usageNotifications)
    .set({ acknowledgedAt: now })
    .where(
      and(
        eq(s.usageNotifications.usageNotificationId, usageNotificationId),
        eq(s.usageNotifications.userId, userId),
        isNull(s.usageNotifications.acknowledgedAt),
      ),
    )
    .returning({ id: s.usageNotifications.usageNotificationId });
  return rows.length > 0;
}
