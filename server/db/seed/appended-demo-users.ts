/**
 * Seed section: the demo users marked `appended` (demo-users.ts), added after every section that
 * draws from the PRNG, so that adding one changes no other row: each gets its user row, roles,
 * the profiles of its accounts, a self contact and no activity. Ids follow every other user's.
 */
import { demoUsers } from '../demo-users';
import type * as schema from '../schema';
import type { AccountSeed } from './accounts';
import type { ContactSeed } from './contacts';
import type { UserSettingsSeed } from './user-settings';
import type { UserSeed } from './users';

export function appendDemoUsers(
  { accountIds, accountRows, groupsByAccount }: AccountSeed,
  users: UserSeed,
  settings: UserSettingsSeed,
  contacts: ContactSeed,
  userHash: string,
  nowMs: number,
): void {
  demoUsers
    .filter((u) => u.appended)
    .forEach((u, i) => {
      const userId = users.userRows.length + 1;
      users.userIdByKey[u.key] = userId;
      // A fixed mobile (no draw): 503-555-02xx is a range no other seeded number uses.
      const mobile = `+1503555${String(200 + i).padStart(4, '0')}`;
      users.userRows.push({
        userId, username: u.username, email: u.email, mobile, passwordHash: userHash, firstName: u.firstName, lastName: u.lastName,
        displayName: `${u.firstName} ${u.lastName}`, jobTitle: 'Account Manager', holdCalls: 'N', fullAccess: 'N',
        temporaryPassword: u.temporaryPassword ? 'Y' : 'N', twoFactor: u.twoFactor ? 'Y' : 'N', createdAt: new Date(nowMs - 90 * 86_400_000),
      });
      u.roles.forEach((r, k) => {
        const accountId = accountIds[r.account];
        users.roleRows.push({ userAccountRoleId: users.roleRows.length + 1, userId, accountId, locationId: null, userRoleKey: r.role });
        users.rolesOf.push({ userId, accountId, role: r.role, locationId: null, displayName: `${u.firstName} ${u.lastName}`, demo: true });
        (groupsByAccount[accountId] ?? []).forEach((messageGroupId, idx) => {
          settings.userGroupRows.push({ userMessageGroupId: settings.userGroupRows.length + 1, userId, messageGroupId, userDefault: k === 0 && idx === 0 ? 'Y' : 'N' });
        });
      });
      const contactId = contacts.contactRows.length + 1;
      const business = accountRows.find((a) => a.accountId === accountIds[u.roles[0]!.account])!.accountName;
      contacts.contactRows.push({ contactId, userId, isSelf: 'Y', firstName: u.firstName, lastName: u.lastName, title: 'Account Manager', business });
      const method = (m: Omit<typeof schema.contactMethods.$inferInsert, 'contactMethodId' | 'contactId'>) =>
        contacts.methodRows.push({ contactMethodId: contacts.methodRows.length + 1, contactId, ...m });
      method({ contactMethodType: 'PHONE', phoneNumber: mobile, description: 'Mobile' });
      method({ contactMethodType: 'EMAIL', email: u.email, description: 'Work' });
    });
}
