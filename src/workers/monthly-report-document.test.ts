import { describe, expect, it } from 'vitest';
import type { ReportTask } from '@/contract/reports';
import { monthlyReportDocument, monthlyReportFileName, monthlyReportPdfFont, monthlyReportRows, monthlyReportTotals, readReportTasks, type MonthlyReportLabels } from './monthly-report-document';

const task = (messageId: number, messageType: string, billableMinutes: number): ReportTask => ({
  taskId: messageId, createdDate: '2026-01-05T15:00:00.000Z', ani: '+15035550100', dnis: '+15035550142', contactDescription: 'New client',
  billableMinutes, messageId, lastMessageId: null, groupName: null, formName: null, messageType, taskStatus: 'COMPLETE',
  sendingAgent: 'Ann', sendingUser: null, caller: 'Ada', outcallSourceNumber: '+15035550142', outcallNumber: '+15035550199',
});
const report = { tasks: [task(1, 'AGENT', 2.5), task(2, 'OC', 1.25)], inboundTasks: 1, outboundTasks: 1, inboundMinutes: 2.5, inboundTime: 0, outboundMinutes: 1.25, outboundTime: 0 };
const tasks = { url: 'http://api.test/portalApi/api/accounts/1/reports/0/tasks', headers: {}, timeoutMs: 1000 };
const labels = Object.fromEntries(['title', 'account', 'period', 'date', 'type', 'caller', 'from', 'to', 'outcome', 'agent', 'duration', 'billableMinutes', 'total', 'calls', 'averageBillableTime'].map((k) => [k, k])) as unknown as MonthlyReportLabels;

describe('monthly report document', () => {
  it('reads each call with its numbers the way it went and totals the billable minutes', () => {
    const rows = monthlyReportRows(report, 'America/Los_Angeles');
    expect(rows[0]).toMatchObject({ dateText: '01/05/2026 7:00 AM', from: '+15035550100', to: '+15035550142', billableMinutes: 2.5 });
    expect(rows[1]).toMatchObject({ from: '+15035550142', to: '+15035550199' });
    expect(monthlyReportTotals(rows)).toEqual({ calls: 2, billableMinutes: 3.75 });
  });
  it('puts the totals row last in the PDF table', () => {
    const input = { kind: 'pdf' as const, accountName: 'Acme', periodLabel: 'Jan', tasks, labels: { ...labels, pageOf: 'Page {{page}} of {{pages}}' }, timeZone: 'UTC' };
    const doc = monthlyReportDocument(input, monthlyReportRows(report, 'UTC'));
    const table = doc.content[3] as { table: { body: unknown[][] } };
    expect(table.table.body).toHaveLength(4);
    expect(table.table.body[3]![7]).toMatchObject({ text: '3.75' });
    expect(doc.footer(1, 3).text).toBe('Page 1 of 3');
  });
  it('reads the tasks answer from its bytes with the contract, and says when they do not match', () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
    expect(readReportTasks(bytes(report)).tasks.map((t) => t.messageId)).toEqual([1, 2]);
    expect(() => readReportTasks(new TextEncoder().encode('<html>').buffer as ArrayBuffer)).toThrow(/not JSON/);
    expect(() => readReportTasks(bytes({ ...report, tasks: [{ ...task(3, 'AGENT', 1), billableMinutes: 'many' }] }))).toThrow(/tasks\.0\.billableMinutes did not match/);
  });
  it('uses Helvetica while every text fits its encoding, and Roboto once one does not', () => {
    const input = { accountName: 'Café Zoë – “Süd”', periodLabel: '01/01/2026 – 01/31/2026', labels: { ...labels, pageOf: 'Page {{page}} of {{pages}}' } };
    const rows = monthlyReportRows(report, 'UTC');
    expect(monthlyReportPdfFont(input, rows)).toBe('Helvetica');
    expect(monthlyReportDocument({ ...input, kind: 'pdf', tasks, timeZone: 'UTC' }, rows, 'Helvetica').defaultStyle.font).toBe('Helvetica');
    for (const caller of ['Łukasz Nowak', 'Σοφία', '王伟', 'Ann 🙂', 'tab\there']) {
      expect(monthlyReportPdfFont(input, [...rows, { ...rows[0]!, caller }])).toBe('Roboto');
    }
    expect(monthlyReportPdfFont({ ...input, accountName: 'Dvořák Legal' }, rows)).toBe('Roboto');
    expect(monthlyReportDocument({ ...input, kind: 'pdf', tasks, timeZone: 'UTC' }, rows).defaultStyle.font).toBe('Roboto');
  });
  it('names files sensibly', () => {
    expect(monthlyReportFileName('Harbor Law: West/East', 'INV-20417', 'excel')).toBe('Monthly Report - Harbor Law West East - INV-20417.xlsx');
    expect(monthlyReportFileName('Acme', 'CURRENT', 'pdf')).toBe('Monthly Report - Acme - CURRENT.pdf');
  });
});
