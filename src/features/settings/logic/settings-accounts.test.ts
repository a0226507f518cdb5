import { describe, expect, it } from 'vitest';
import type { RoleUser } from '@/lib/roles';
import { isGlobalAdminOf } from '@/lib/roles';
import { openingSettingsAccount, settingsAccounts } from './settings-accounts';

const user = {
  userAccountRoles: [
    { accountId: 1, accountName: 'Parent', userRoleKey: 'BILLING_ADMIN' },
    { accountId: 2, accountName: 'Child', userRoleKey: 'USER' },
    { accountId: 2, accountName: 'Child', userRoleKey: 'GLOBALADMIN' },
    { accountId: 3, accountName: 'Other', userRoleKey: 'GUEST' },
  ],
} as unknown as RoleUser;

describe('settings accounts', () => {
  it('lists accounts once, without billing-admin and restricted roles', () => {
    expect(settingsAccounts(user)).toEqual([{ accountId: 2, accountName: 'Child' }]);
  });
  it('knows where the user is GLOBALADMIN', () => {
    expect(isGlobalAdminOf(user, 2)).toBe(true);
    expect(isGlobalAdminOf(user, 1)).toBe(false);
  });
  it('opens on the account asked for only when the user may open it', () => {
    const accounts = [
      { accountId: 2, accountName: 'Child' },
      { accountId: 5, accountName: 'Branch' },
    ];
    expect(openingSettingsAccount(accounts, 5)).toBe(5);
    expect(openingSettingsAccount(accounts, 1)).toBe(2);
    expect(openingSettingsAccount(accounts, undefined)).toBe(2);
    expect(openingSettingsAccount([], 5)).toBeUndefined();
  });
});
