import { describe, expect, it } from 'vitest';
import { demoRoleUsers as d, withRoles } from '@/testing/user-fixtures';
import { redirectFor } from './redirects';

describe('redirectFor', () => {
  it('sends billing-only users to /billing except on /billing and /profile', () => {
    expect(redirectFor(d.billingAdmin, '/')).toBe('/billing');
    expect(redirectFor(d.billingAdmin, '/activity')).toBe('/billing');
    expect(redirectFor(d.billingAdmin, '/reports')).toBe('/billing');
    expect(redirectFor(d.billingAdmin, '/billingx')).toBe('/billing');
    expect(redirectFor(d.billingAdmin, '/billing')).toBeNull();
    expect(redirectFor(d.billingAdmin, '/profile')).toBeNull();
  });
  it('sends partner-only users home from /billing and /reports', () => {
    for (const user of [d.partner, d.grasshopper, withRoles('GRASSHOPPERSMS', 'PARTNERS_ADMIN')]) {
      expect(redirectFor(user, '/billing')).toBe('/');
      expect(redirectFor(user, '/reports')).toBe('/');
      expect(redirectFor(user, '/activity')).toBeNull();
      expect(redirectFor(user, '/')).toBeNull();
    }
  });
  it('leaves everybody else alone', () => {
    for (const user of [d.globalAdmin, d.user, d.guest, d.locationAdmin, withRoles('PARTNERS', 'USER')]) {
      for (const path of ['/', '/billing', '/reports', '/vip', '/nowhere']) expect(redirectFor(user, path)).toBeNull();
    }
  });
});
