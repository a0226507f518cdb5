import type { YN } from '@/contract/common';
import type { User } from '@/contract/session';

/** Pure updaters of the GET /api/me cache for the user's switches. */

export function withHoldCalls(user: User | undefined, holdCalls: YN): User | undefined {
  return user ? { ...user, holdCalls } : user;
}

export function withoutNotification(user: User | undefined, usageNotificationId: number): User | undefined {
  if (!user) return user;
  return { ...user, usageNotifications: user.usageNotifications.filter((n) => n.usageNotificationId !== usageNotificationId) };
}
