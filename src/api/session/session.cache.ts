import type { YN } from '@/contract/common';
import type { User } from '@/contract/session';

/** Pure updaters of the GET /api/me cache for the user's switches. */

export function withHoldCalls(user: User | undefined, holdCalls: YN): User | undefined {
  return user ? { ...user, holdCalls } : user;
}

/** The notification and where it stood, for putting it back (withNotificationBack). */
export type RemovedNotification = { notification: User['usageNotifications'][number]; index: number };

export function removedNotification(user: User | undefined, usageNotificationId: number): RemovedNotification | undefined {
  const index = user?.usageNotifications.findIndex((n) => n.usageNotificationId === usageNotificationId) ?? -1;
  return index < 0 ? undefined : { notification: user!.usageNotifications[index]!, index };
}

/**
 * Puts back the one notification whose acknowledgement failed, where it stood: not the whole
 * list as it was, which would bring back one acknowledged meanwhile.
 */
export function withNotificationBack(user: User | undefined, removed: RemovedNotification): User | undefined {
  if (!user || user.usageNotifications.some((n) => n.usageNotificationId === removed.notification.usageNotificationId)) return user;
  const usageNotifications = [...user.usageNotifications];
  usageNotifications.splice(Math.min(removed.index, usageNotifications.length), 0, removed.notification);
  return { ...user, usageNotifications };
}

export function withoutNotification(user: User | undefined, usageNotificationId: number): User | undefined {
  if (!user) return user;
  return { ...user, usageNotifications: user.usageNotifications.filter((n) => n.usageNotificationId !== usageNotificationId) };
}
