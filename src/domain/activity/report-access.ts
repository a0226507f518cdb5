/**
 * Who may see report files (core §6, billing-account §6): reports are a restricted section, so
 * never through a GUEST or INACTIVE role, and not at all for a user whose roles are all partner
 * roles (PARTNERS, GRASSHOPPER, GRASSHOPPERSMS and the partner-type keys). A BILLING_ADMIN role
 * gives none either: report files are the account's call activity, which billing administrators
 * do not see (core §2: a billing-only user has Billing and My Profile only; the API handed a
 * billing-only user the call summaries by their download links). Extended report files
 * additionally need GLOBALADMIN on an account with showExtendedReports Y. Shared by the server
 * (enforced: server/db/repositories/report-files.ts) and the SPA.
 */
import { partnerRoleKeys as partnerRoles, type RoleKey } from '../../contract/common';

export interface ReportRole {
  accountId: number;
  userRoleKey: RoleKey;
  showExtendedReports: 'Y' | 'N';
}

export interface ReportAccess {
  /** Accounts whose ordinary report files the user may see. */
  accountIds: number[];
  /** Accounts whose extended report files the user may see. */
  extendedAccountIds: number[];
}

const restrictedRoles: readonly RoleKey[] = ['GUEST', 'INACTIVE', 'BILLING_ADMIN'];

export function reportAccess(roles: readonly ReportRole[]): ReportAccess {
  const accountIds = new Set<number>();
  const extendedAccountIds = new Set<number>();
  if (roles.length === 0 || roles.every((r) => partnerRoles.includes(r.userRoleKey))) return { accountIds: [], extendedAccountIds: [] };
  for (const r of roles) {
    if (restrictedRoles.includes(r.userRoleKey) || partnerRoles.includes(r.userRoleKey)) continue;
    accountIds.add(r.accountId);
    if (r.userRoleKey === 'GLOBALADMIN' && r.showExtendedReports === 'Y') extendedAccountIds.add(r.accountId);
  }
  return { accountIds: [...accountIds], extendedAccountIds: [...extendedAccountIds] };
}

export const canSeeReports = (roles: readonly ReportRole[]): boolean => reportAccess(roles).accountIds.length > 0;
