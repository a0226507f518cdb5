/// <reference lib="webworker" />
/** What the two Monthly Report workers share: the message loop, progress and the reply. */
import { monthlyReportRows, readReportTasks, type MonthlyReportInput, type MonthlyReportReply, type MonthlyReportRow } from './monthly-report-document';

const scope = self as unknown as DedicatedWorkerGlobalScope;
export const send = (reply: MonthlyReportReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);
export const toArrayBuffer = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Answers each request with progress and then the file's bytes (or why it failed). */
export function serveMonthlyReport(build: (input: MonthlyReportInput, rows: MonthlyReportRow[]) => Promise<ArrayBuffer>): void {
  scope.onmessage = async (event: MessageEvent<MonthlyReportInput>) => {
    try {
      send({ type: 'progress', percent: 5 });
      const rows = monthlyReportRows(readReportTasks(event.data.tasksBody), event.data.timeZone);
      const bytes = await build(event.data, rows);
      send({ type: 'done', bytes }, [bytes]);
    } catch (error) {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
