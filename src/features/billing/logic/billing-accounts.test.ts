import { describe, expect, it } from 'vitest';
import { makeRole, makeUser } from '@/testing/user-fixtures';
import { autopayRepair, beforeSemicolon, billingAccounts, effectiveSelection, mayPay, NOT_SELECTED } from './billing-accounts';

describe('billing account selector', () => {
  const user = makeUser({
    userAccountRoles: [
      makeRole({ accountId: 1, accountName: 'Parent', userRoleKey: 'GLOBALADMIN' }),
      makeRole({ accountId: 2, accountName: 'Child', userRoleKey: 'USER' }),
      makeRole({ accountId: 3, accountName: 'Partnered', userRoleKey: 'PARTNERS' }),
      makeRole({ accountId: 4, accountName: 'Billing', userRoleKey: 'BILLING_ADMIN' }),
      makeRole({ accountId: 5, accountName: 'Gone', userRoleKey: 'GLOBALADMIN' }),
      makeRole({ accountId: 5, accountName: 'Gone', userRoleKey: 'INACTIVE' }),
    ],
  });
  it('lists global admin, billing admin, partner and grasshopper accounts, never INACTIVE ones', () => {
    expect(billingAccounts(user).map((a) => a.accountId)).toEqual([1, 3, 4]);
  });
  it("keeps 'n' until an allowed account is chosen, and resets a choice no longer allowed", () => {
    const accounts = billingAccounts(user);
    expect(effectiveSelection(accounts, undefined)).toBe(NOT_SELECTED);
    expect(effectiveSelection(accounts, 4)).toBe(4);
    expect(effectiveSelection(accounts, 2)).toBe(NOT_SELECTED);
    expect(effectiveSelection([{ accountId: 9, accountName: 'Only' }], undefined)).toBe(9);
  });
  it('gives the payment side to global and billing admins only', () => {
    expect(mayPay(user, 1)).toBe(true);
    expect(mayPay(user, 4)).toBe(true);
    expect(mayPay(user, 3)).toBe(false);
  });
});

describe('payment method rules', () => {
  it('re-enables autopay with the first method when its method is gone', () => {
    expect(autopayRepair('pm_gone', ['pm_a', 'pm_b'])).toBe('pm_a');
    expect(autopayRepair(null, ['pm_a'])).toBe('pm_a');
    expect(autopayRepair('pm_b', ['pm_a', 'pm_b'])).toBeNull();
    expect(autopayRepair('pm_gone', [])).toBeNull();
  });
  it('shows a failure up to its first semicolon', () => {
    expect(beforeSemicolon('This payment method has a payment in progress; try again')).toBe('This payment method has a payment in progress');
    expect(beforeSemicolon('Plain failure.')).toBe('Plain failure.');
  });
});
