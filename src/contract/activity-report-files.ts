import * as z from 'zod/mini';
import { isoDateTime, yn } from './common';

/**
 * Report files (spec core §2 Activity list tabs, §3 Report file, §7): the files of the user's
 * accounts; extended files only for a GLOBALADMIN of an account with showExtendedReports Y.
 * A file is opened through a signed address that expires (10 minutes).
 */
export const reportFileSchema = z.object({
  reportFileId: z.int(),
  /** A path whose second segment is the file name. */
  key: z.string(),
  updateDate: isoDateTime,
  accountId: z.int(),
  accountName: z.string(),
  extended: yn,
});
export type ReportFile = z.infer<typeof reportFileSchema>;

export const reportFilesResponseSchema = z.object({
  reportFiles: z.array(reportFileSchema),
  extendedReportFiles: z.array(reportFileSchema),
});
export type ReportFilesResponse = z.infer<typeof reportFilesResponseSchema>;

export const downloadLinkResponseSchema = z.object({ url: z.string(), expires: isoDateTime });

/** The signed address's query: expiry (ms since epoch) and signature. */
export const signedFileRequestSchema = z.object({
  expires: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const REPORT_LINK_TTL_MS = 10 * 60_000;
export const REPORT_PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 5;

/** The file name: the key's second segment (else its last). */
export function reportFileName(key: string): string {
  const parts = key.split('/').filter(Boolean);
  return parts[1] ?? parts[parts.length - 1] ?? key;
}
