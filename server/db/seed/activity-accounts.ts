/** The seeded accounts as the activity generator's input: weights, kinds, numbers, recipients, VIP callers. */
import type { AccountSeed } from './accounts';
import type { ActivityAccount } from './activity';
import type { BlockingSeed } from './blocked-vip';
import type { UserSeed } from './users';

export function activityAccountsOf(
  { accountRows, areaCodes, groupsByAccount, locationRows, numbersByAccount }: AccountSeed,
  { rolesOf }: UserSeed,
  { vipByAccount }: BlockingSeed,
): ActivityAccount[] {
  const recipientsFor = (accountId: number) =>
    rolesOf
      .filter((r) => r.accountId === accountId && r.role !== 'BILLING_ADMIN' && r.role !== 'INACTIVE')
      .map((r) => ({ userId: r.userId, displayName: r.displayName, weight: r.demo ? 3 : 1, locationId: r.locationId }));
  return accountRows.map((a) => ({
    accountId: a.accountId!,
    // Shares of the activity on one scale: the first five make 100, the dental branches add 10.
    weight: { 1: 10, 2: 40, 3: 25, 4: 15, 5: 10, 6: 6, 7: 4 }[a.accountId!]!,
    kind: a.accountId! <= 3 ? 'law' : a.accountId === 5 ? 'plumbing' : 'dental',
    chat: a.chatServiceEnabled === 'Y',
    website: a.website ?? null,
    locationIds: locationRows.filter((l) => l.accountId === a.accountId).map((l) => l.locationId!),
    messageGroupIds: groupsByAccount[a.accountId!]!,
    numbers: numbersByAccount[a.accountId!]!.filter((_, i) => i < 2),
    recipients: recipientsFor(a.accountId!),
    vipCallers: vipByAccount[a.accountId!] ?? [],
    areaCode: areaCodes[a.accountId!]!,
  }));
}
