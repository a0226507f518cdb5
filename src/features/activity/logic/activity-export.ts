import {
  isExportRangeAllowed,
  MIN_PDF_SEARCH_LENGTH,
  type CsvExportRequest,
  type PdfExportRequest,
} from '@/contract/activity-export';
import { MAX_EXPORT_IDS } from '@/contract/common';
import type { ActivityFilters } from '@/lib/activity-filter-settings';

/**
 * Activity exports on the client (spec core §5 Export): the checks made before calling (the
 * server repeats them) and the request built from the list's filters. The day range and CSV
 * escaping rules live in `@/contract/activity-export`, shared with the server.
 */
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

/** At most this many shown rows travel as ids (the contract's limit: src/contract/common.ts). */
export { MAX_EXPORT_IDS };

/**
 * Which rows an export holds. The spec (core §5, §7) sends the type (All / Archive), dates,
 * company, search and selected ids; it is silent on the quick filters, which the export endpoints
 * do not take. So that the file still holds what the user sees, the rows shown under active quick
 * filters travel as ids when there are not too many; otherwise the export ignores the quick
 * filters and the export bar says so.
 * - selected: the ticked rows (the spec's selected ids);
 * - shown: quick filters are on: the rows the list shows;
 * - window: everything of the view, dates, company and search (`quickIgnored`: despite quick filters).
 */
export type ExportScope = { kind: 'selected' | 'shown'; ids: number[] } | { kind: 'window'; quickIgnored: boolean };

export function exportScope(quickActive: boolean, shownIds: readonly number[], selectedIds: readonly number[] = []): ExportScope {
  if (selectedIds.length > 0) return { kind: 'selected', ids: [...selectedIds] };
  if (!quickActive) return { kind: 'window', quickIgnored: false };
  if (shownIds.length > 0 && shownIds.length <= MAX_EXPORT_IDS) return { kind: 'shown', ids: [...shownIds] };
  return { kind: 'window', quickIgnored: true };
}

/** The ids an export request carries for its scope (none: the whole window). */
export const scopeIds = (scope: ExportScope): number[] => (scope.kind === 'window' ? [] : scope.ids);

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
