import type { TFunction } from 'i18next';
import { saveBlob, workerEndpointRequest, workerRequestFailure } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';
import { nextTask } from '@/lib/next-task';
import {
  monthlyReportFileName,
  type MonthlyReportInput,
  type MonthlyReportLabels,
  type MonthlyReportReply,
} from '@/workers/monthly-report-document';
import '@/contract/reports.endpoints'; // the definitions of its calls, loaded and preloaded with this module

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

type FileKind = MonthlyReportInput['kind'];

/** How long a report worker stays loaded after its last file (the next file skips loading pdfmake or exceljs again). */
const WORKER_IDLE_MS = 60_000;

const idle = new Map<FileKind, { worker: Worker; timer: ReturnType<typeof setTimeout> }>();

function startWorker(kind: FileKind): Worker {
  // One worker per file kind: the PDF never fetches exceljs, the workbook never fetches pdfmake.
  return kind === 'pdf'
    ? new Worker(new URL('../../workers/monthly-report-pdf.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('../../workers/monthly-report-excel.worker.ts', import.meta.url), { type: 'module' });
}

/** The kind's loaded worker when one is idle, else a new one. */
function takeWorker(kind: FileKind): Worker {
  const kept = idle.get(kind);
  if (!kept) return startWorker(kind);
  idle.delete(kind);
  clearTimeout(kept.timer);
  return kept.worker;
}

function stopWorker(kind: FileKind): void {
  const kept = idle.get(kind);
  idle.delete(kind);
  if (!kept) return;
  clearTimeout(kept.timer);
  kept.worker.terminate();
}

/** Keeps a worker for the next file of its kind, for WORKER_IDLE_MS. */
function keepWorker(kind: FileKind, worker: Worker): void {
  if (idle.has(kind)) {
    worker.terminate();
    return;
  }
  idle.set(kind, { worker, timer: setTimeout(() => stopWorker(kind), WORKER_IDLE_MS) });
}

/**
 * Loads the kind's worker and its library ahead of the click (the button's hover or focus), so
 * the build starts at once; an unused worker stops after WORKER_IDLE_MS.
 */
export function prepareMonthlyReportWorker(kind: FileKind): void {
  if (typeof Worker === 'undefined' || idle.has(kind)) return;
  keepWorker(kind, startWorker(kind));
}

/** Builds a file in the worker (its library fetched on first use), reporting progress. */
export function buildInWorker(input: MonthlyReportInput, onProgress: (percent: number) => void): Promise<ArrayBuffer> {
  const worker = takeWorker(input.kind);
  let answered = false;
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<MonthlyReportReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.percent);
      else if (reply.type === 'done') {
        answered = true;
        resolve(reply.bytes);
      } else reject(reply.error ? workerRequestFailure(PortalError.fromFields(reply.error)) : new Error(reply.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The report could not be built.'));
    worker.postMessage(input);
  }).finally(() => {
    worker.onmessage = null;
    worker.onerror = null;
    // Only a worker that answered cleanly is kept: one that failed may be broken.
    if (answered) keepWorker(input.kind, worker);
    else worker.terminate();
  });
}

export interface MonthlyReportRequest {
  kind: 'pdf' | 'excel';
  accountId: number;
  accountName: string;
  invoiceId: number;
  invoiceLabel: string;
  periodLabel: string;
}

/** Builds and saves the Monthly Report PDF or Excel file; resolves the file name. */
export async function downloadMonthlyReport(request: MonthlyReportRequest, t: TFunction<'reports'>, onProgress: (percent: number) => void): Promise<string> {
  // The worker fetches the calls itself: the answer (megabytes for a busy month) never passes
  // through the main thread, where its arrival alone took 70-170 ms (issue 15). Each file reads
  // the calls as they are at its click.
  const tasks = await workerEndpointRequest('reportTasks', {}, { id: request.accountId, invoiceId: request.invoiceId });
  const bytes = await buildInWorker(
    { kind: request.kind, accountName: request.accountName, periodLabel: request.periodLabel, tasks, labels: labels(t) },
    onProgress,
  );
  const fileName = monthlyReportFileName(request.accountName, request.invoiceLabel, request.kind);
  const type = request.kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  // Saving the file and what the panel shows after it run in tasks of their own: in the task of
  // the worker's answer, together they passed the 50 ms a task may take (issue 15).
  await nextTask();
  saveBlob(new Blob([bytes], { type }), fileName);
  await nextTask();
  return fileName;
}
