/// <reference lib="webworker" />
/** Builds the Monthly Report PDF off the main thread: pdfmake and its fonts live only in this worker. */
import pdfMakeModule from 'pdfmake/build/pdfmake';
import vfsModule from 'pdfmake/build/vfs_fonts';
import { monthlyReportDocument, type MonthlyReportInput, type MonthlyReportRow } from './monthly-report-document';
import { send, serveMonthlyReport, toArrayBuffer } from './monthly-report-host';

const pdfMake = 'default' in pdfMakeModule ? pdfMakeModule.default : pdfMakeModule;
const vfs = 'default' in vfsModule && typeof vfsModule.default === 'object' ? vfsModule.default : (vfsModule as Record<string, string>);
pdfMake.addVirtualFileSystem(vfs);
pdfMake.setUrlAccessPolicy(() => false);

async function buildPdf(input: MonthlyReportInput, rows: MonthlyReportRow[]): Promise<ArrayBuffer> {
  send({ type: 'progress', percent: 40 });
  const bytes = await pdfMake.createPdf(monthlyReportDocument(input, rows)).getBuffer();
  return toArrayBuffer(bytes);
}

serveMonthlyReport(buildPdf);
