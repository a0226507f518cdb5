import {
  isExportRangeAllowed,
  MIN_PDF_SEARCH_LENGTH,
  type CsvExportRequest,
  type PdfExportRequest,
} from '@/contract/messages-export';
import type { ActivityFilters } from '@/lib/activity-filter-settings';

/**
 * Activity exports on the client (spec core §5 Export): the checks made before calling (the
 * server repeats them) and the request built from the list's filters. The day range and CSV
 * escaping rules live in `@/contract/messages-export`, shared with the server.
 */
export { escapeCsvCell, exportDayCount, exportWindow, isExportRangeAllowed, toCsv } from '@/contract/messages-export';

export type ExportProblem = 'noRows' | 'tooLong' | 'searchTooShort';

type Range = Pick<ActivityFilters, 'start' | 'end'>;

/** CSV: disabled without rows; at most 31 days. */
export function csvExportProblem(range: Range, rowCount: number): ExportProblem | null {
  if (rowCount === 0) return 'noRows';
  return isExportRangeAllowed(range.start, range.end) ? null : 'tooLong';
}

/** The PDF search: trimmed and upper-cased (spec core §5). */
export const pdfSearchText = (search: string): string => search.trim().toUpperCase();

/** PDF: a search of at least 3 characters; at most 31 days. */
export function pdfExportProblem(range: Range, search: string): ExportProblem | null {
  if (pdfSearchText(search).length < MIN_PDF_SEARCH_LENGTH) return 'searchTooShort';
  return isExportRangeAllowed(range.start, range.end) ? null : 'tooLong';
}

/** The zone offset of the start date (Date#getTimezoneOffset minutes), so the server uses local midnights. */
export function utcOffsetOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTimezoneOffset();
}

export function csvExportRequest(
  filters: Pick<ActivityFilters, 'view' | 'start' | 'end' | 'accountId'>,
  search: string,
  selectedIds: readonly number[] = [],
): CsvExportRequest {
  const request: CsvExportRequest = {
    type: filters.view === 'archived' ? 'archived' : 'all',
    start: filters.start,
    end: filters.end,
    utcOffset: utcOffsetOf(filters.start),
  };
  if (search.trim()) request.search = search.trim();
  if (filters.accountId !== null) request.accountId = filters.accountId;
  if (selectedIds.length > 0) request.ids = [...selectedIds];
  return request;
}

export function pdfExportRequest(
  filters: Pick<ActivityFilters, 'view' | 'start' | 'end' | 'accountId'>,
  search: string,
  matchWord: boolean,
  selectedIds: readonly number[] = [],
): PdfExportRequest {
  return { ...csvExportRequest(filters, '', selectedIds), search: pdfSearchText(search), matchWord: matchWord ? 'Y' : 'N' };
}
