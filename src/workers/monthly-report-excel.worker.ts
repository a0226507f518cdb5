/// <reference lib="webworker" />
/** Builds the Monthly Report Excel workbook off the main thread: exceljs lives only in this worker. */
import ExcelJS from 'exceljs';
import { monthlyReportTotals, type MonthlyReportInput, type MonthlyReportRow } from './monthly-report-document';
import { send, serveMonthlyReport, toArrayBuffer } from './monthly-report-host';

async function buildExcel(input: MonthlyReportInput, rows: MonthlyReportRow[]): Promise<ArrayBuffer> {
  const { labels } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.title = labels.title;
  const sheet = workbook.addWorksheet(labels.title, { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = [
    { key: 'date', width: 20, style: { numFmt: 'mm/dd/yyyy h:mm AM/PM' } },
    { key: 'type', width: 10 },
    { key: 'caller', width: 24 },
    { key: 'from', width: 16 },
    { key: 'to', width: 16 },
    { key: 'outcome', width: 28 },
    { key: 'agent', width: 18 },
    { key: 'billableMinutes', width: 16, style: { numFmt: '0.00' } },
  ];
  sheet.getCell('A1').value = labels.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `${labels.account}: ${input.accountName}`;
  sheet.getCell('A3').value = `${labels.period}: ${input.periodLabel}`;
  const header = sheet.getRow(4);
  header.values = [labels.date, labels.type, labels.caller, labels.from, labels.to, labels.outcome, labels.agent, labels.billableMinutes];
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F7' } };
  const step = Math.max(1, Math.ceil(rows.length / 10));
  rows.forEach((r, i) => {
    // Spreadsheet dates have no zone: the local wall time of the reader, as on screen.
    const local = new Date(r.date.getTime() - r.date.getTimezoneOffset() * 60_000);
    sheet.addRow([local, r.type, r.caller, r.from, r.to, r.outcome, r.agent, r.billableMinutes]);
    if ((i + 1) % step === 0) send({ type: 'progress', percent: Math.round(((i + 1) / rows.length) * 80) });
  });
  const totals = monthlyReportTotals(rows);
  const first = 5;
  const last = 4 + rows.length;
  const total = sheet.addRow([`${labels.total}: ${totals.calls} ${labels.calls}`]);
  total.getCell(8).value = rows.length > 0 ? { formula: `SUM(H${first}:H${last})`, result: totals.billableMinutes } : 0;
  total.font = { bold: true };
  sheet.autoFilter = { from: { row: 4, column: 1 }, to: { row: 4, column: 8 } };
  send({ type: 'progress', percent: 90 });
  const buffer = await workbook.xlsx.writeBuffer();
  return toArrayBuffer(new Uint8Array(buffer as ArrayBuffer));
}

serveMonthlyReport(buildExcel);
