import { describe, expect, it } from 'vitest';
import { isBillingOnlyRoleSet } from './billing-only';

describe('isBillingOnlyRoleSet', () => {
  it('is true only when every role is BILLING_ADMIN', () => {
    expect(isBillingOnlyRoleSet(['BILLING_ADMIN'])).toBe(true);
    expect(isBillingOnlyRoleSet(['BILLING_ADMIN', 'BILLING_ADMIN'])).toBe(true);
    expect(isBillingOnlyRoleSet(['BILLING_ADMIN', 'USER'])).toBe(false);
    expect(isBillingOnlyRoleSet(['GLOBALADMIN'])).toBe(false);
  });

  it('is false for a user without roles', () => {
    expect(isBillingOnlyRoleSet([])).toBe(false);
  });
});
