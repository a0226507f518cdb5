/**
 * Report files (spec core §3 Report file): the files of the accounts where the user holds a
 * role that may see reports (not GUEST, INACTIVE or partner-only users); extended files only where the user is GLOBALADMIN and the account shows extended reports.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { RoleKey } from '../../../src/contract/common';
import type { ReportFile } from '../../../src/contract/activity-report-files';
import { reportAccess } from '../../../src/domain/activity/report-access';
import type { Db } from '../client';
import * as s from '../schema';

export interface ReportFileAccess {
  /** Accounts whose ordinary report files the user may open. */
  accountIds: number[];
  /** Accounts whose extended report files the user may open. */
  extendedAccountIds: number[];
}

export async function reportFileAccess(db: Db, userId: number): Promise<ReportFileAccess> {
  const rows = await db
    .select({ accountId: s.userAccountRoles.accountId, role: s.userAccountRoles.userRoleKey, extended: s.accounts.showExtendedReports })
    .from(s.userAccountRoles)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.userAccountRoles.accountId))
    .where(eq(s.userAccountRoles.userId, userId));
  // The rule is shared with the SPA (src/domain/activity/report-access.ts).
  return reportAccess(
    rows.map((r) => ({ accountId: r.accountId, userRoleKey: r.role as RoleKey, showExtendedReports: r.extended === 'Y' ? 'Y' : 'N' })),
  );
}

const columns = {
  reportFileId: s.reportFiles.reportFileId,
  key: s.reportFiles.key,
  updateDate: s.reportFiles.updateDate,
  accountId: s.reportFiles.accountId,
  accountName: s.accounts.accountName,
  extended: s.reportFiles.extended,
};

type Row = { reportFileId: number; key: string; updateDate: Date; accountId: number; accountName: string; extended: string | null };
const toReportFile = (r: Row): ReportFile => ({ ...r, updateDate: r.updateDate.toISOString(), extended: r.extended === 'Y' ? 'Y' : 'N' });

/** The files the user may see, newest first, ordinary and extended apart. */
export async function listReportFiles(db: Db, access: ReportFileAccess): Promise<{ reportFiles: ReportFile[]; extendedReportFiles: ReportFile[] }> {
  const list = async (accountIds: number[], extended: 'Y' | 'N') =>
    accountIds.length === 0
      ? []
      : (
          await db
            .select(columns)
            .from(s.reportFiles)
            .innerJoin(s.accounts, eq(s.accounts.accountId, s.reportFiles.accountId))
            .where(and(inArray(s.reportFiles.accountId, accountIds), extended === 'Y' ? eq(s.reportFiles.extended, 'Y') : eq(s.reportFiles.extended, 'N')))
            .orderBy(desc(s.reportFiles.updateDate), desc(s.reportFiles.reportFileId))
        ).map(toReportFile);
  const [reportFiles, extendedReportFiles] = await Promise.all([list(access.accountIds, 'N'), list(access.extendedAccountIds, 'Y')]);
  return { reportFiles, extendedReportFiles };
}

/** One file with its content (no access check: callers check access or a signature). */
export async function findReportFile(db: Db, reportFileId: number) {
  const [row] = await db
    .select({ ...columns, contentType: s.reportFiles.contentType, content: s.reportFiles.content })
    .from(s.reportFiles)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.reportFiles.accountId))
    .where(eq(s.reportFiles.reportFileId, reportFileId))
    .limit(1);
  return row ? { ...toReportFile(row), contentType: row.contentType, content: row.content } : null;
}

export function mayOpenReportFile(access: ReportFileAccess, file: Pick<ReportFile, 'accountId' | 'extended'>): boolean {
  return (file.extended === 'Y' ? access.extendedAccountIds : access.accountIds).includes(file.accountId);
}
