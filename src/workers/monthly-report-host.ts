/// <reference lib="webworker" />
/** What the two Monthly Report workers share: the message loop, progress and the reply. */
import type { WorkerEndpointRequest } from '@/api/http/portal-client';
import { PortalError } from '@/api/http/portal-error';
import { monthlyReportRows, readReportTasks, type MonthlyReportInput, type MonthlyReportReply, type MonthlyReportRow } from './monthly-report-document';
import { fetchBodyInWorker } from './worker-fetch';

const scope = self as unknown as DedicatedWorkerGlobalScope;
export const send = (reply: MonthlyReportReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);
export const toArrayBuffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * The last tasks answer, kept for a minute like the screen's other report data: a second file of
 * the same period (this worker stays loaded a minute after a file) does not fetch megabytes again.
 */
const ANSWER_FRESH_MS = 60_000;
let lastAnswer: { key: string; at: number; body: ArrayBuffer } | null = null;

async function tasksBody(request: WorkerEndpointRequest): Promise<ArrayBuffer> {
  // The session's key is part of the answer's identity: another user's session never reads it.
  const key = `${request.headers['Authorization'] ?? ''} ${request.url}`;
  if (lastAnswer?.key === key && Date.now() - lastAnswer.at < ANSWER_FRESH_MS) return lastAnswer.body;
  lastAnswer = null;
  const body = await fetchBodyInWorker(request);
  lastAnswer = { key, at: Date.now(), body };
  return body;
}

/** Answers each request with progress and then the file's bytes (or why it failed). */
export function serveMonthlyReport(build: (input: MonthlyReportInput, rows: MonthlyReportRow[]) => Promise<ArrayBuffer>): void {
  scope.onmessage = async (event: MessageEvent<MonthlyReportInput>) => {
    try {
      send({ type: 'progress', percent: 5 });
      const body = await tasksBody(event.data.tasks);
      send({ type: 'progress', percent: 10 });
      const rows = monthlyReportRows(readReportTasks(body), event.data.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
      const bytes = await build(event.data, rows);
      send({ type: 'done', bytes }, [bytes]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(error instanceof PortalError ? { type: 'failed', message, error: error.toFields() } : { type: 'failed', message });
    }
  };
}
