import { describe, expect, it } from 'vitest';
import { billingOnlyLanding, isBillingOnlyRoleSet } from './billing-only';

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

describe('billingOnlyLanding', () => {
  it('keeps /billing and /profile (and below them) and sends everything else to /billing', () => {
    for (const path of ['/billing', '/billing/x', '/profile']) expect(billingOnlyLanding(path)).toBeNull();
    for (const path of ['/', '/activity', '/billingx', '/profiles', '/reports']) expect(billingOnlyLanding(path)).toBe('/billing');
  });
});
