import { describe, expect, it } from 'vitest';
import type { Account } from '@/contract/account';
import type { RoleUser } from '@/lib/roles';
import { addressLines } from '@/lib/account-address';
import { companyAccounts } from './company-accounts';

describe('company page rules', () => {
  it('lists the accounts of roles other than billing admin', () => {
    const user = {
      userAccountRoles: [
        { accountId: 1, accountName: 'Parent', userRoleKey: 'BILLING_ADMIN' },
        { accountId: 2, accountName: 'Child', userRoleKey: 'USER' },
        { accountId: 2, accountName: 'Child', userRoleKey: 'GLOBALADMIN' },
      ],
    } as unknown as RoleUser;
    expect(companyAccounts(user)).toEqual([{ accountId: 2, accountName: 'Child' }]);
  });
  it('writes an address as lines, US or international', () => {
    const account = {
      billingAddress1: '1 Main St', billingAddress2: null, billingCity: 'Portland', billingUsState: 'OR', billingUsZip: '97204',
      billingCountryName: 'United States', shippingAddress1: '10 Downing St', shippingCity: 'London', shippingTerritory: 'Greater London',
      shippingPostalCode: 'SW1A 2AA', shippingCountry: 'GB', shippingCountryName: null,
    } as unknown as Account;
    expect(addressLines(account, 'billing')).toEqual(['1 Main St', 'Portland, OR, 97204', 'United States']);
    expect(addressLines(account, 'shipping')).toEqual(['10 Downing St', 'London, Greater London, SW1A 2AA', 'GB']);
  });
});
