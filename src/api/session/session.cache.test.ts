import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/user-fixtures';
import { removedNotification, withHoldCalls, withNotificationBack, withoutNotification } from './session.cache';

describe('me cache', () => {
  it('sets hold calls', () => {
    expect(withHoldCalls(makeUser({ holdCalls: 'N' }), 'Y')?.holdCalls).toBe('Y');
    expect(withHoldCalls(undefined, 'Y')).toBeUndefined();
  });

  it('drops an acknowledged usage notification', () => {
    const user = makeUser({
      usageNotifications: [
        { usageNotificationId: 1, accountId: 2, currentUsage: 812, includedMinutes: 800 },
        { usageNotificationId: 3, accountId: 4, currentUsage: 271, includedMinutes: 300 },
      ],
    });
    expect(withoutNotification(user, 1)?.usageNotifications.map((n) => n.usageNotificationId)).toEqual([3]);
  });

  it('puts back one notification where it stood, once', () => {
    const a = { usageNotificationId: 1, accountId: 2, currentUsage: 812, includedMinutes: 800 };
    const b = { usageNotificationId: 3, accountId: 4, currentUsage: 271, includedMinutes: 300 };
    const c = { usageNotificationId: 5, accountId: 4, currentUsage: 290, includedMinutes: 300 };
    const user = makeUser({ usageNotifications: [a, b, c] });
    const removed = removedNotification(user, 3)!;
    expect(removed).toEqual({ notification: b, index: 1 });
    const back = withNotificationBack(withoutNotification(user, 3), removed);
    expect(back?.usageNotifications.map((n) => n.usageNotificationId)).toEqual([1, 3, 5]);
    expect(withNotificationBack(back, removed)?.usageNotifications).toHaveLength(3);
    // Past the end when those before it went meanwhile.
    expect(withNotificationBack(makeUser({ usageNotifications: [] }), removed)?.usageNotifications).toEqual([b]);
    expect(removedNotification(user, 99)).toBeUndefined();
  });
});
