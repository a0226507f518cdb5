import * as z from 'zod/mini';
import { idListSchema, idSchema, MAX_EXPORT_IDS, yn } from './common';

/**
 * Activity exports (spec core §5 Export, §7 Messages): request schemas and the pure rules the
 * server enforces and the client checks before calling — the day range (start date 00:00 to the
 * end date's next midnight, at most 31 days), CSV cell escaping (DESIGN.md §7), the whole-word
 * match of the PDF export and the file names.
 */
export const MAX_EXPORT_DAYS = 31;
export const MIN_PDF_SEARCH_LENGTH = 3;
export const csvTooLongText = 'CSV export can only load max of 31 days';
export const pdfTooLongText = 'PDF export can only load max of 31 days';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** UTC midnight of a YYYY-MM-DD day (NaN when it is not a real date). */
function dayToUtc(day: string): number {
  const m = dayPattern.exec(day);
  if (!m) return Number.NaN;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(t).toISOString().slice(0, 10) === day ? t : Number.NaN;
}

/**
 * The last day an export may name: its window runs to the next midnight, shifted by up to 14
 * hours east, and must stay inside year 9999 (10000-01-01 has no ISO-8601 form the database
 * reads: 9999-12-31 was a 500).
 */
const LAST_EXPORT_DAY = Date.UTC(9999, 11, 30);

export const isExportDay = (day: string): boolean => {
  const t = dayToUtc(day);
  return !Number.isNaN(t) && t <= LAST_EXPORT_DAY;
};

/** Days covered by the range, both ends included (NaN for a bad date). */
export function exportDayCount(start: string, end: string): number {
  return Math.round((dayToUtc(end) - dayToUtc(start)) / DAY_MS) + 1;
}

/** True when the range is well-formed, in order and at most 31 days long. */
export function isExportRangeAllowed(start: string, end: string): boolean {
  const days = exportDayCount(start, end);
  return Number.isFinite(days) && days >= 1 && days <= MAX_EXPORT_DAYS;
}

/**
 * The instants of the range: the start date at 00:00 to the end date's next midnight, in the
 * caller's zone given as `Date#getTimezoneOffset()` minutes (positive west of UTC).
 */
export function exportWindow(start: string, end: string, utcOffsetMinutes = 0): { startTime: Date; endTime: Date } {
  const shift = utcOffsetMinutes * 60_000;
  return { startTime: new Date(dayToUtc(start) + shift), endTime: new Date(dayToUtc(end) + DAY_MS + shift) };
}

/** `activity-2026-11-01-to-2026-11-21.csv` */
export const exportFileName = (kind: 'activity' | 'chats', start: string, end: string, extension: 'csv' | 'pdf'): string =>
  `${kind}-${start}-to-${end}.${extension}`;

/**
 * Cells a spreadsheet would read as a formula get a leading apostrophe: a start of = + - @, tab,
 * carriage return, line feed or NUL, and those signs behind leading blanks or control characters
 * (spreadsheets skip them: " =1+1", "\r=1+1").
 */
const formulaStart = /^[\t\r\n\0]|^[\s\0]*[=+\-@]/;

export function escapeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text (CRLF lines). */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n';
}

/** Numbers compare after stripping brackets, dashes and spaces (spec core §5 Search). */
const numberJunk = /[() \n\t-]/g;

/**
 * Whether any of `texts` matches the search: case-insensitive containment (numbers also without
 * brackets, dashes and spaces); with `wholeWord`, only where the search is a whole word.
 */
export function exportTextMatches(texts: readonly (string | null | undefined)[], search: string, wholeWord = false): boolean {
  const needle = search.trim().toUpperCase();
  if (!needle) return true;
  const hay = texts.filter((t): t is string => Boolean(t)).join('\n').toUpperCase();
  if (wholeWord) {
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(hay);
  }
  if (hay.includes(needle)) return true;
  const digits = needle.replace(numberJunk, '');
  return /^\+?\d+$/.test(digits) && hay.replace(numberJunk, '').includes(digits);
}

const exportDay = z.string().check(z.refine(isExportDay, 'must be a date (YYYY-MM-DD)'));

/** One id or many: query fields repeat the key (`ids=1&ids=2`). */
const idList = idListSchema(MAX_EXPORT_IDS);

/** GET /api/messages/gencsv and /genchatcsv (spec core §7: filter type, dates, search, selected ids). */
export const csvExportRequestSchema = z.object({
  type: z._default(z.enum(['all', 'archived']), 'all'),
  start: exportDay,
  end: exportDay,
  utcOffset: z._default(z.coerce.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0),
  search: z.optional(z.string().check(z.maxLength(200))),
  accountId: z.optional(idSchema),
  ids: idList,
});

/** GET /api/messages/genpdf: the search (≥ 3 characters, upper-cased by the client) and match-word Y/N. */
export const pdfExportRequestSchema = z.extend(csvExportRequestSchema, {
  search: z.string().check(z.trim(), z.minLength(MIN_PDF_SEARCH_LENGTH), z.maxLength(200)),
  matchWord: z._default(yn, 'N'),
});

/** GET /api/messages/getChatExport: one chat's data; the browser builds the A4 "Chat Export" PDF. */
export const chatExportRequestSchema = z.object({ chatId: idSchema });

/** `Chat Export.pdf` (the spec's document name), or with the visitor: `Chat Export - Jane Doe.pdf`. */
export function chatExportFileName(visitor?: string | null): string {
  const name = visitor?.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  return name ? `Chat Export - ${name}.pdf` : 'Chat Export.pdf';
}

export type CsvExportRequest = z.input<typeof csvExportRequestSchema>;
export type PdfExportRequest = z.input<typeof pdfExportRequestSchema>;
