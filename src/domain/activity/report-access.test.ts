import { describe, expect, it } from 'vitest';
import { canSeeReports, reportAccess, type ReportRole } from './report-access';

const role = (accountId: number, userRoleKey: ReportRole['userRoleKey'], showExtendedReports: 'Y' | 'N' = 'N'): ReportRole => ({
  accountId,
  userRoleKey,
  showExtendedReports,
});

describe('reportAccess', () => {
  it('gives ordinary and admin roles their accounts, extended ones to GLOBALADMIN with extended reports', () => {
    expect(reportAccess([role(1, 'GLOBALADMIN', 'Y'), role(2, 'USER', 'Y')])).toEqual({ accountIds: [1, 2], extendedAccountIds: [1] });
  });

  it.each(['GUEST', 'INACTIVE', 'BILLING_ADMIN', 'PARTNERS', 'GRASSHOPPER', 'GRASSHOPPERSMS', 'PARTNERS_USER'] as const)('never through %s', (key) => {
    expect(canSeeReports([role(1, key)])).toBe(false);
  });

  it('skips a restricted role but keeps the user’s other accounts', () => {
    expect(reportAccess([role(1, 'GUEST'), role(2, 'USER')]).accountIds).toEqual([2]);
    expect(reportAccess([role(1, 'BILLING_ADMIN'), role(2, 'USER')]).accountIds).toEqual([2]);
  });
});
