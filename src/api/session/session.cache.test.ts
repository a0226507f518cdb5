import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/user-fixtures';
import { withHoldCalls, withoutNotification } from './session.cache';

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
});
