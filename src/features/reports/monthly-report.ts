import type { TFunction } from 'i18next';
import { saveBlob } from '@/api/http/portal-client';
import type { ReportTasks } from '@/contract/reports';
import {
  monthlyReportFileName,
  type MonthlyReportInput,
  type MonthlyReportLabels,
  type MonthlyReportReply,
} from '@/workers/monthly-report-document';

function labels(t: TFunction<'reports'>): MonthlyReportLabels {
  return {
    title: t('monthly.title'),
    account: t('account'),
    period: t('monthly.period'),
    date: t('monthly.date'),
    type: t('monthly.type'),
    caller: t('monthly.caller'),
    from: t('monthly.from'),
    to: t('monthly.to'),
    outcome: t('outcome'),
    agent: t('monthly.agent'),
    duration: t('monthly.duration'),
    billableMinutes: t('billableMinutes'),
    total: t('monthly.total'),
    calls: t('calls'),
    averageBillableTime: t('averageBillableTime'),
    pageOf: t('monthly.pageOf', { page: '{{page}}', pages: '{{pages}}', interpolation: { escapeValue: false } }),
  };
}

/** Builds a file in the worker (fetched with its library on first use), reporting progress. */
export function buildInWorker(input: MonthlyReportInput, onProgress: (percent: number) => void): Promise<ArrayBuffer> {
  // One worker per file kind: the PDF never fetches exceljs, the workbook never fetches pdfmake.
  const worker =
    input.kind === 'pdf'
      ? new Worker(new URL('../../workers/monthly-report-pdf.worker.ts', import.meta.url), { type: 'module' })
      : new Worker(new URL('../../workers/monthly-report-excel.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<MonthlyReportReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.percent);
      else if (reply.type === 'done') resolve(reply.bytes);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The report could not be built.'));
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

export interface MonthlyReportRequest {
  kind: 'pdf' | 'excel';
  accountName: string;
  invoiceLabel: string;
  periodLabel: string;
  report: ReportTasks;
}

/** Builds and saves the Monthly Report PDF or Excel file; resolves the file name. */
export async function downloadMonthlyReport(request: MonthlyReportRequest, t: TFunction<'reports'>, onProgress: (percent: number) => void): Promise<string> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const bytes = await buildInWorker(
    { kind: request.kind, accountName: request.accountName, periodLabel: request.periodLabel, report: request.report, labels: labels(t), timeZone },
    onProgress,
  );
  const fileName = monthlyReportFileName(request.accountName, request.invoiceLabel, request.kind);
  const type = request.kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  saveBlob(new Blob([bytes], { type }), fileName);
  return fileName;
}
