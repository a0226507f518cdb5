import { describe, expect, it } from 'vitest';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { billingAccounts, effectiveSelection, mayPay, NOT_SELECTED, selectorAccounts } from './billing-accounts';

describe('billing account selector (billing-account §2 Account selector)', () => {
  const user = makeUser({
    userAccountRoles: [
      makeRole({ accountId: 1, accountName: 'Parent', userRoleKey: 'GLOBALADMIN' }),
      makeRole({ accountId: 2, accountName: 'Child', userRoleKey: 'GLOBALADMIN', parentAccountId: 1 }),
      makeRole({ accountId: 3, accountName: 'Partnered', userRoleKey: 'PARTNERS' }),
      makeRole({ accountId: 4, accountName: 'Billing', userRoleKey: 'BILLING_ADMIN' }),
      makeRole({ accountId: 5, accountName: 'Gone', userRoleKey: 'GLOBALADMIN' }),
      makeRole({ accountId: 5, accountName: 'Gone', userRoleKey: 'INACTIVE' }),
      makeRole({ accountId: 6, accountName: 'Hopper', userRoleKey: 'GRASSHOPPER' }),
      makeRole({ accountId: 7, accountName: 'Hopper SMS', userRoleKey: 'GRASSHOPPERSMS' }),
      makeRole({ accountId: 8, accountName: 'Hopper global', userRoleKey: 'GRASSHOPPERGLOBAL' }),
      makeRole({ accountId: 9, accountName: 'Plain', userRoleKey: 'USER' }),
    ],
  });

  it('lists global admin, billing admin, partner and the two grasshopper roles, never INACTIVE, GRASSHOPPERGLOBAL or USER', () => {
    expect(selectorAccounts(user).map((a) => a.accountId)).toEqual([1, 2, 3, 4, 6, 7]);
  });
  it('lists every account but the INACTIVE one when the add-user flag is Y', () => {
    expect(selectorAccounts(user, { addUser: true }).map((a) => a.accountId)).toEqual([1, 2, 3, 4, 6, 7, 8, 9]);
  });
  it('offers only parent accounts on /billing', () => {
    expect(billingAccounts(user).map((a) => a.accountId)).toEqual([1, 3, 4, 6, 7]);
    expect(selectorAccounts(user, { parentsOnly: true, addUser: true }).map((a) => a.accountId)).toEqual([1, 3, 4, 6, 7, 8, 9]);
  });
  it("keeps 'n' until an allowed account is chosen, even with one account, and resets a choice no longer allowed", () => {
    const accounts = billingAccounts(user);
    expect(effectiveSelection(accounts, undefined)).toBe(NOT_SELECTED);
    expect(effectiveSelection(accounts, 4)).toBe(4);
    expect(effectiveSelection(accounts, 2)).toBe(NOT_SELECTED);
    expect(effectiveSelection(accounts, 9)).toBe(NOT_SELECTED);
    expect(effectiveSelection([{ accountId: 9, accountName: 'Only' }], undefined)).toBe(NOT_SELECTED);
    expect(effectiveSelection([{ accountId: 9, accountName: 'Only' }], 9)).toBe(9);
  });
  it('gives the payment side to global and billing admins only', () => {
    expect(mayPay(user, 1)).toBe(true);
    expect(mayPay(user, 4)).toBe(true);
    expect(mayPay(user, 3)).toBe(false);
    expect(mayPay(user, 6)).toBe(false);
  });
});
