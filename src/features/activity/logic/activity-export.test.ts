import { describe, expect, it } from 'vitest';
import { escapeCsvCell, exportDayCount, exportFileName, exportTextMatches, exportWindow, isExportRangeAllowed, toCsv } from '@/contract/activity-export';
import {
  csvExportProblem,
  csvExportRequest,
  exportScope,
  MAX_EXPORT_IDS,
  pdfExportProblem,
  pdfExportRequest,
  scopeIds,
} from './activity-export';

describe('CSV escaping (DESIGN.md §7)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\0x', "'\0x"],
  ])('neutralises %j', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes, line breaks and edge spaces; leaves plain text alone', () => {
    expect(escapeCsvCell('plain text')).toBe('plain text');
    expect(escapeCsvCell('a,b')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(escapeCsvCell(' padded')).toBe('" padded"');
    expect(escapeCsvCell('=1,2')).toBe('"\'=1,2"');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(42)).toBe('42');
  });

  it('joins rows with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', null]])).toBe('a,b\r\nc,\r\n');
  });
});

describe('day range and the 31-day limit (spec core §5)', () => {
  it('counts both ends', () => {
    expect(exportDayCount('2026-11-01', '2026-11-01')).toBe(1);
    expect(exportDayCount('2026-11-01', '2026-12-01')).toBe(31);
    expect(exportDayCount('2026-02-27', '2026-03-01')).toBe(3);
  });

  it('allows 1 to 31 days, refuses 32, a reversed range and bad dates', () => {
    expect(isExportRangeAllowed('2026-10-22', '2026-11-21')).toBe(true);
    expect(isExportRangeAllowed('2026-10-21', '2026-11-21')).toBe(false);
    expect(isExportRangeAllowed('2026-11-21', '2026-11-20')).toBe(false);
    expect(isExportRangeAllowed('2026-02-30', '2026-03-01')).toBe(false);
  });

  it('runs from the start date at 00:00 to the end date’s next midnight in the caller’s zone', () => {
    expect(exportWindow('2026-11-01', '2026-11-21')).toEqual({
      startTime: new Date('2026-11-01T00:00:00.000Z'),
      endTime: new Date('2026-11-22T00:00:00.000Z'),
    });
    // New York in winter: getTimezoneOffset() = 300.
    expect(exportWindow('2026-11-01', '2026-11-01', 300)).toEqual({
      startTime: new Date('2026-11-01T05:00:00.000Z'),
      endTime: new Date('2026-11-02T05:00:00.000Z'),
    });
  });

  it('names the file after the range', () => {
    expect(exportFileName('activity', '2026-11-01', '2026-11-21', 'csv')).toBe('activity-2026-11-01-to-2026-11-21.csv');
  });
});

describe('export checks before calling', () => {
  const range = { start: '2026-11-01', end: '2026-11-21' };
  it('CSV: no rows, too long, fine', () => {
    expect(csvExportProblem(range, 0)).toBe('noRows');
    expect(csvExportProblem({ start: '2026-09-01', end: '2026-11-21' }, 3)).toBe('tooLong');
    expect(csvExportProblem(range, 3)).toBeNull();
  });

  it('PDF: at least 3 characters of search, at most 31 days', () => {
    expect(pdfExportProblem(range, ' ab ')).toBe('searchTooShort');
    expect(pdfExportProblem({ start: '2026-09-01', end: '2026-11-21' }, 'abc')).toBe('tooLong');
    expect(pdfExportProblem(range, 'abc')).toBeNull();
  });

  it('builds the requests from the filters, upper-casing the PDF search', () => {
    const filters = { view: 'archived' as const, start: '2026-11-01', end: '2026-11-21', accountId: 7 };
    expect(csvExportRequest(filters, ' smith ', [3, 4])).toMatchObject({
      type: 'archived',
      start: '2026-11-01',
      end: '2026-11-21',
      search: 'smith',
      accountId: 7,
      ids: [3, 4],
    });
    expect(pdfExportRequest({ ...filters, view: 'all', accountId: null }, 'smith', true)).toMatchObject({
      type: 'all',
      search: 'SMITH',
      matchWord: 'Y',
    });
  });
});

describe('what an export holds (quick filters are not an export parameter)', () => {
  it('the selection wins over everything', () => {
    expect(exportScope(true, [1, 2, 3], [2])).toEqual({ kind: 'selected', ids: [2] });
    expect(exportScope(false, [1, 2, 3], [3, 1])).toEqual({ kind: 'selected', ids: [3, 1] });
  });

  it('without quick filters: the whole window (view, dates, company, search)', () => {
    const scope = exportScope(false, [1, 2, 3]);
    expect(scope).toEqual({ kind: 'window', quickIgnored: false });
    expect(scopeIds(scope)).toEqual([]);
  });

  it('with quick filters: the rows shown travel as ids', () => {
    const scope = exportScope(true, [5, 6]);
    expect(scope).toEqual({ kind: 'shown', ids: [5, 6] });
    const filters = { view: 'all' as const, start: '2026-11-01', end: '2026-11-21', accountId: null };
    expect(csvExportRequest(filters, 'smith', scopeIds(scope)).ids).toEqual([5, 6]);
    expect(pdfExportRequest(filters, 'smith', false, scopeIds(scope)).ids).toEqual([5, 6]);
  });

  it('with quick filters but too many (or no) rows shown: the window, and it says the quick filters are not applied', () => {
    const many = Array.from({ length: MAX_EXPORT_IDS + 1 }, (_, i) => i + 1);
    expect(exportScope(true, many.slice(0, MAX_EXPORT_IDS))).toMatchObject({ kind: 'shown' });
    expect(exportScope(true, many)).toEqual({ kind: 'window', quickIgnored: true });
    expect(exportScope(true, [])).toEqual({ kind: 'window', quickIgnored: true });
  });
});

describe('export search', () => {
  it('matches parts of words unless whole word is asked for', () => {
    expect(exportTextMatches(['Call about the smithsonian'], 'SMITH')).toBe(true);
    expect(exportTextMatches(['Call about the smithsonian'], 'SMITH', true)).toBe(false);
    expect(exportTextMatches(['Call from Smith, re: invoice'], 'SMITH', true)).toBe(true);
  });

  it('compares numbers without brackets, dashes and spaces', () => {
    expect(exportTextMatches(['(555) 123-4567'], '5551234')).toBe(true);
    expect(exportTextMatches([null, 'nothing'], 'abc')).toBe(false);
  });
});
