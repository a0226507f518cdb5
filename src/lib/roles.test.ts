import { describe, expect, it } from 'vitest';
import { roleKeys } from '@/contract/common';
import { demoRoleUsers, makeUser, withRoles } from '@/testing/user-fixtures';
import {
  accountsOf,
  canSeeBilling,
  canSeeBlocked,
  canSeeHubBillingTiles,
  canSeeInsights,
  canSeeIntegrations,
  canSeeText,
  canSeeUsagePanel,
  canSeeVip,
  canUsePhone,
  hasChatService,
  hasExtendedReports,
  isAdminRole,
  isBillingOnly,
  isPartnerOnly,
  isPastDue,
  isRestrictedRole,
  phoneDisabledReason,
} from './roles';

describe('role classes', () => {
  it('treats every role outside the non-admin list as admin-type', () => {
    const admin = roleKeys.filter(isAdminRole);
    expect(admin).toEqual([
      'GLOBALADMIN',
      'LOCATIONADMIN',
      'BILLING_ADMIN',
      'USERSMS',
      'GRASSHOPPERSMS',
      'PARTNERS',
      'PARTNERS_ADMIN',
      'PARTNERS_BILLING',
      'PARTNERS_USER',
    ]);
  });
  it('restricts GUEST and INACTIVE only', () => {
    expect(roleKeys.filter(isRestrictedRole)).toEqual(['GUEST', 'INACTIVE']);
  });
});

describe('per demo user', () => {
  const d = demoRoleUsers;
  it('billing-only and partner-only', () => {
    expect(isBillingOnly(d.billingAdmin)).toBe(true);
    expect(isBillingOnly(withRoles('BILLING_ADMIN', 'USER'))).toBe(false);
    expect(isBillingOnly(makeUser({ userAccountRoles: [] }))).toBe(false);
    expect(isPartnerOnly(d.partner)).toBe(true);
    expect(isPartnerOnly(d.grasshopper)).toBe(true);
    expect(isPartnerOnly(withRoles('PARTNERS_USER', 'GRASSHOPPERSMS'))).toBe(true);
    expect(isPartnerOnly(withRoles('PARTNERS', 'GLOBALADMIN'))).toBe(false);
    expect(isPartnerOnly(d.globalAdmin)).toBe(false);
  });
  it('chat follows chatServiceEnabled on any role', () => {
    expect(hasChatService(d.user)).toBe(true);
    expect(hasChatService(d.noChat)).toBe(false);
    expect(hasChatService(withRoles({ chatServiceEnabled: 'N' }, { chatServiceEnabled: 'Y' }))).toBe(true);
  });
  it('past due on any role', () => {
    expect(isPastDue(d.pastDue)).toBe(true);
    expect(isPastDue(d.globalAdmin)).toBe(false);
  });
  it('phone toggle: numbers and the GRASSHOPPER role', () => {
    expect(phoneDisabledReason(d.userOutcall)).toBeNull();
    expect(canUsePhone(d.userOutcall)).toBe(true);
    expect(phoneDisabledReason(d.grasshopper)).toBe('role');
    expect(phoneDisabledReason({ ...d.user, patchNumbers: [] })).toBe('noNumbers');
    expect(canUsePhone({ ...d.user, patchNumbers: [] })).toBe(false);
  });
  it('text access', () => {
    expect(canSeeText(d.userSms)).toBe(true);
    expect(canSeeText(d.globalAdmin)).toBe(true);
    expect(canSeeText(d.locationAdmin)).toBe(true);
    expect(canSeeText(withRoles('GRASSHOPPERSMS'))).toBe(true);
    expect(canSeeText(d.user)).toBe(false);
    expect(canSeeText(d.guest)).toBe(false);
    expect(canSeeText(d.grasshopper)).toBe(false);
    expect(canSeeText(d.userOutcall)).toBe(false);
  });
  it('billing and insights', () => {
    expect(canSeeBilling(d.globalAdmin)).toBe(true);
    expect(canSeeBilling(d.billingAdmin)).toBe(true);
    expect(canSeeBilling(d.partner)).toBe(false);
    expect(canSeeBilling(d.user)).toBe(false);
    expect(canSeeBilling(d.guest)).toBe(false);
    expect(canSeeInsights(d.globalAdmin)).toBe(true);
    expect(canSeeInsights(d.billingAdmin)).toBe(false);
    expect(canSeeInsights(d.partner)).toBe(false);
    expect(canSeeInsights(d.locationAdmin)).toBe(false);
  });
  it('hub tiles: GLOBALADMIN without partner or billing role', () => {
    expect(canSeeHubBillingTiles(d.globalAdmin)).toBe(true);
    expect(canSeeHubBillingTiles(withRoles('GLOBALADMIN', 'BILLING_ADMIN'))).toBe(false);
    expect(canSeeHubBillingTiles(withRoles('GLOBALADMIN', 'PARTNERS'))).toBe(false);
    expect(canSeeHubBillingTiles(d.user)).toBe(false);
  });
  it('integrations: GLOBALADMIN or GRASSHOPPERGLOBAL, not BILLING_ADMIN', () => {
    expect(canSeeIntegrations(d.globalAdmin)).toBe(true);
    expect(canSeeIntegrations(withRoles('GRASSHOPPERGLOBAL'))).toBe(true);
    // BILLING_ADMIN anywhere closes it (another account here, the same account below), as on the server.
    expect(canSeeIntegrations(withRoles('GLOBALADMIN', 'BILLING_ADMIN'))).toBe(false);
    expect(canSeeIntegrations(withRoles({ userRoleKey: 'GLOBALADMIN', accountId: 7 }, { userRoleKey: 'BILLING_ADMIN', accountId: 7 }))).toBe(false);
    expect(canSeeIntegrations(d.user)).toBe(false);
  });
  it('blocked and VIP need a non-restricted role', () => {
    expect(canSeeBlocked(d.user)).toBe(true);
    expect(canSeeVip(d.user)).toBe(true);
    expect(canSeeBlocked(d.guest)).toBe(false);
    expect(canSeeVip(d.guest)).toBe(false);
    expect(canSeeVip(withRoles('GUEST', 'USER'))).toBe(true);
    expect(canSeeVip(withRoles('INACTIVE'))).toBe(false);
  });
  it('extended reports and the usage panel', () => {
    expect(hasExtendedReports(d.globalAdmin)).toBe(true);
    expect(hasExtendedReports(d.noChat)).toBe(false);
    expect(hasExtendedReports(withRoles({ userRoleKey: 'USER', showExtendedReports: 'Y' }))).toBe(false);
    expect(canSeeUsagePanel(d.globalAdmin)).toBe(true);
    expect(canSeeUsagePanel(d.partner)).toBe(false);
    expect(canSeeUsagePanel(d.grasshopper)).toBe(false);
  });
});

describe('accountsOf', () => {
  it('lists each company once, in role order', () => {
    const user = withRoles(
      { accountId: 2, accountName: 'Globex' },
      { accountId: 1, accountName: 'Acme' },
      { accountId: 2, accountName: 'Globex', userRoleKey: 'USER' },
    );
    expect(accountsOf(user)).toEqual([
      { accountId: 2, accountName: 'Globex' },
      { accountId: 1, accountName: 'Acme' },
    ]);
  });
});
