import type { WorkerEndpointRequest } from '@/api/http/portal-client';
import type { PortalErrorFields } from '@/api/http/portal-error';
import { reportTasksSchema, type ReportTasks } from '@/contract/reports';
import { parseContractBody } from './contract-parse';

/**
 * The Monthly Report (billing-account §2 "Activity Report"): the calls of a period with their
 * billable minutes, as rows both files share and as a pdfmake document. Pure (no pdfmake, exceljs
 * or DOM): the worker renders it, tests read it. Texts arrive translated from the main thread.
 */
export interface MonthlyReportLabels {
  /** "Monthly Report": the title of both files. */
  title: string;
  account: string;
  period: string;
  date: string;
  type: string;
  caller: string;
  from: string;
  to: string;
  outcome: string;
  agent: string;
  duration: string;
  billableMinutes: string;
  total: string;
  calls: string;
  averageBillableTime: string;
  /** With {{page}} and {{pages}}. */
  pageOf: string;
}

export interface MonthlyReportInput {
  kind: 'pdf' | 'excel';
  accountName: string;
  /** The period as read on screen ("11/01/2026 – 11/25/2026"). */
  periodLabel: string;
  /**
   * The tasks answer's request: the worker fetches it and checks it with the contract
   * (readReportTasks), so 10,000 calls never reach the main thread.
   */
  tasks: WorkerEndpointRequest;
  labels: MonthlyReportLabels;
  /**
   * An IANA zone for the times; when absent, the worker's own, which is the reader's (as on
   * screen). The page leaves it out: its first Intl.DateTimeFormat cost the click ~15 ms.
   */
  timeZone?: string;
}

export type MonthlyReportReply =
  | { type: 'progress'; percent: number }
  | { type: 'done'; bytes: ArrayBuffer }
  /** `error`: the tasks request failed (a 401 logs the page out). */
  | { type: 'failed'; message: string; error?: PortalErrorFields };

export interface MonthlyReportRow {
  date: Date;
  dateText: string;
  type: string;
  caller: string;
  from: string;
  to: string;
  outcome: string;
  agent: string;
  /** Talk time is not in the task record: the billable minutes stand for it. */
  billableMinutes: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The tasks answer from its bytes, decoded and checked with the contract as every large answer is
 * (`parseContractBody`); throws an Error that names what did not match (the worker replies
 * 'failed' with it).
 */
export function readReportTasks(body: ArrayBuffer): ReportTasks {
  const label = 'Unexpected response from GET /api/accounts/{id}/reports/{invoiceId}/tasks';
  const outcome = parseContractBody('reportTasks', body);
  if (outcome.ok) return outcome.data as ReportTasks;
  if (outcome.notJson) throw new Error(`${label}: not JSON`);
  // Only on a mismatch: parsed again for the issues' paths.
  const issues = reportTasksSchema.safeParse(outcome.raw).error?.issues ?? [];
  throw new Error(`${label}: ${issues.slice(0, 3).map((issue) => issue.path.join('.') || '(root)').join(', ')} did not match the contract`);
}

export function monthlyReportRows(report: ReportTasks, timeZone: string): MonthlyReportRow[] {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return report.tasks.map((t) => {
    const outbound = t.messageType === 'OC';
    return {
      date: new Date(t.createdDate),
      dateText: when.format(new Date(t.createdDate)).replace(',', ''),
      type: t.messageType,
      caller: t.caller ?? '',
      from: (outbound ? t.outcallSourceNumber : t.ani) ?? '',
      to: (outbound ? t.outcallNumber : t.dnis) ?? '',
      outcome: t.contactDescription ?? '',
      agent: t.sendingAgent ?? t.sendingUser ?? '',
      billableMinutes: t.billableMinutes,
    };
  });
}

export interface MonthlyReportTotals {
  calls: number;
  billableMinutes: number;
}

export function monthlyReportTotals(rows: readonly MonthlyReportRow[]): MonthlyReportTotals {
  return { calls: rows.length, billableMinutes: round2(rows.reduce((s, r) => s + r.billableMinutes, 0)) };
}

/** `Monthly Report - Harbor Law Group - INV-20417.pdf`: characters a file system refuses are dropped. */
export function monthlyReportFileName(accountName: string, invoiceLabel: string, kind: 'pdf' | 'excel'): string {
  const clean = (s: string) => s.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return `Monthly Report - ${clean(accountName)} - ${clean(invoiceLabel)}.${kind === 'pdf' ? 'pdf' : 'xlsx'}`;
}

/**
 * Text the PDF's standard fonts can show: Windows-1252 (WinAnsi), their encoding. Line breaks are
 * layout, not glyphs.
 */
const winAnsiText = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

export type MonthlyReportPdfFont = 'Helvetica' | 'Roboto';

/**
 * The PDF's font. Helvetica, a standard PDF font, when every text of the report fits its encoding:
 * nothing is embedded or shaped, so a 2,000-call report builds ~15 % faster (issue 15's 2 s) and the
 * worker does not load Roboto's 0.8 MB. Roboto, embedded, otherwise: a caller's name in Greek,
 * Polish or Chinese must not turn into blanks.
 */
export function monthlyReportPdfFont(input: Pick<MonthlyReportInput, 'accountName' | 'periodLabel' | 'labels'>, rows: readonly MonthlyReportRow[]): MonthlyReportPdfFont {
  const texts = [input.accountName, input.periodLabel, ...Object.values(input.labels)];
  for (const r of rows) texts.push(r.dateText, r.type, r.caller, r.from, r.to, r.outcome, r.agent);
  return winAnsiText.test(texts.join('\n')) ? 'Helvetica' : 'Roboto';
}

/** The pdfmake document: A4 landscape, the facts, the calls table with a totals row, page numbers. */
export function monthlyReportDocument(input: MonthlyReportInput, rows: readonly MonthlyReportRow[], font: MonthlyReportPdfFont = 'Roboto') {
  const { labels } = input;
  const totals = monthlyReportTotals(rows);
  const head = [labels.date, labels.type, labels.caller, labels.from, labels.to, labels.outcome, labels.agent, labels.billableMinutes].map((text) => ({ text, style: 'th' }));
  const body = rows.map((r) => [r.dateText, r.type, r.caller, r.from, r.to, r.outcome, r.agent, { text: r.billableMinutes.toFixed(2), alignment: 'right' }]);
  const totalRow = [{ text: `${labels.total}: ${totals.calls} ${labels.calls}`, colSpan: 7, style: 'th' }, '', '', '', '', '', '', { text: totals.billableMinutes.toFixed(2), alignment: 'right', style: 'th' }];
  return {
    info: { title: `${labels.title} - ${input.accountName}`, subject: `${labels.period} ${input.periodLabel.replace(/\u2013/g, '-')} - ${labels.total}: ${totals.calls} ${labels.calls}, ${totals.billableMinutes.toFixed(2)} ${labels.billableMinutes}` },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [32, 40, 32, 40],
    defaultStyle: { font, fontSize: 8 },
    styles: { h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] }, th: { bold: true, fillColor: '#eef2f7' } },
    footer: (page: number, pages: number) => ({ text: labels.pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)), alignment: 'center', fontSize: 8, margin: [0, 12, 0, 0] }),
    content: [
      { text: labels.title, style: 'h1' },
      { text: `${labels.account}: ${input.accountName}` },
      { text: `${labels.period}: ${input.periodLabel}`, margin: [0, 0, 0, 8] },
      { table: { headerRows: 1, widths: [84, 54, '*', 70, 70, '*', 70, 50], body: [head, ...body, totalRow] }, layout: 'lightHorizontalLines' },
    ],
  };
}
