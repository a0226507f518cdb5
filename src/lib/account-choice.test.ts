import { describe, expect, it } from 'vitest';
import { roleOn } from '@/testing/contact-fixtures';
import { unrestrictedAccounts } from './account-choice';

describe('accounts for blocking and VIP', () => {
  it('hides accounts where the user only holds restricted roles, once per account', () => {
    const user = {
      userAccountRoles: [
        roleOn(1, 'GUEST'),
        roleOn(2, 'USER'),
        roleOn(2, 'LOCATIONADMIN'),
        roleOn(3, 'INACTIVE'),
        roleOn(4, 'GLOBALADMIN'),
      ],
    };
    expect(unrestrictedAccounts(user).map((a) => a.accountId)).toEqual([2, 4]);
    expect(unrestrictedAccounts({ userAccountRoles: [roleOn(1, 'GUEST')] })).toEqual([]);
  });
});
