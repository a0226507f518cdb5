/** Seed sections: per-user message groups and patch numbers; usage notifications (no random draws). */
import { billingPeriod } from '../repositories/accounts';
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import type { UsageOf } from './billing';
import type { UserSeed } from './users';

const DAY = 86_400_000;

export interface UserSettingsSeed {
  userGroupRows: (typeof schema.userMessageGroups.$inferInsert)[];
  patchRows: (typeof schema.userPatchNumbers.$inferInsert)[];
}

export function seedUserSettings(
  { groupsByAccount, numbersByAccount }: AccountSeed,
  { rolesOf, userIdByKey }: UserSeed,
): UserSettingsSeed {
  const userGroupRows: (typeof schema.userMessageGroups.$inferInsert)[] = [];
  const seenUserAccount = new Set<string>();
  for (const r of rolesOf) {
    const k = `${r.userId}:${r.accountId}`;
    if (seenUserAccount.has(k)) continue;
    seenUserAccount.add(k);
    const hasDefault = userGroupRows.some((g) => g.userId === r.userId && g.userDefault === 'Y');
    (groupsByAccount[r.accountId] ?? []).forEach((gid, idx) => {
      userGroupRows.push({
        userMessageGroupId: userGroupRows.length + 1, userId: r.userId, messageGroupId: gid,
        userDefault: !hasDefault && idx === 0 ? 'Y' : 'N',
      });
    });
  }

  // Patch numbers (phone): GUEST, BILLING_ADMIN and PARTNERS get none.
  const patchRows: (typeof schema.userPatchNumbers.$inferInsert)[] = [];
  const patch = (key: string, accountId: number, idx: number, assist = false) => {
    const num = numbersByAccount[accountId]![idx]!;
    patchRows.push({ userPatchNumberId: patchRows.length + 1, userId: userIdByKey[key]!, phoneNumberId: num.phoneNumberId, assist: assist ? 'Y' : 'N' });
  };
  patch('globalAdmin', 2, 0); patch('globalAdmin', 1, 0); patch('globalAdmin', 3, 0, true); patch('globalAdmin', 2, 1, true);
  patch('locationAdmin', 2, 0);
  patch('user', 2, 0); patch('user', 2, 0, true);
  patch('userSms', 2, 0); patch('userSms', 2, 1);
  patch('userOutcall', 3, 0); patch('userOutcall', 3, 1);
  patch('grasshopper', 3, 0);
  patch('temporaryPassword', 2, 0); patch('twoFactor', 2, 0);
  patch('noChat', 4, 0); patch('pastDue', 5, 0);

  return { userGroupRows, patchRows };
}

/**
 * The usage alerts, with the minutes their accounts' calls used in this billing period (`usageOf`,
 * the rule the session's usage figures apply, in whole minutes) and the plan's included minutes:
 * an alert says what the dashboard's Current Usage says. Seeded once the calls are generated.
 */
export function seedUsageNotifications(
  { userIdByKey }: UserSeed,
  accountRows: readonly (typeof schema.accounts.$inferInsert)[],
  usageOf: UsageOf,
  now: Date,
): (typeof schema.usageNotifications.$inferInsert)[] {
  const usage = (accountId: number) => {
    const account = accountRows.find((a) => a.accountId === accountId)!;
    const { start } = billingPeriod(now, account.billingDayOfMonth!);
    return { accountId, currentUsage: Math.round(usageOf(accountId, start, now)), includedMinutes: account.planMinutes! };
  };
  const admin = userIdByKey.globalAdmin!;
  return [
    { usageNotificationId: 1, userId: admin, ...usage(2) },
    { usageNotificationId: 2, userId: admin, ...usage(1), acknowledgedAt: new Date(now.getTime() - 3 * DAY) },
    { usageNotificationId: 3, userId: userIdByKey.noChat!, ...usage(4) },
  ];
}
