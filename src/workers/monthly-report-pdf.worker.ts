/// <reference lib="webworker" />
/**
 * Builds the Monthly Report PDF off the main thread: pdfmake and its fonts live only in this worker.
 * Helvetica (a standard PDF font, its metrics only) is always here; Roboto's files load the first
 * time a report has text Helvetica cannot show (`monthlyReportPdfFont`).
 */
import pdfMakeModule from 'pdfmake/build/pdfmake';
import helvetica from 'pdfmake/build/standard-fonts/Helvetica';
import { monthlyReportDocument, monthlyReportPdfFont, type MonthlyReportInput, type MonthlyReportRow } from './monthly-report-document';
import { send, serveMonthlyReport, toArrayBuffer } from './monthly-report-host';

const pdfMake = 'default' in pdfMakeModule ? pdfMakeModule.default : pdfMakeModule;
pdfMake.addFontContainer(helvetica);
pdfMake.setUrlAccessPolicy(() => false);

let roboto: Promise<void> | null = null;
function loadRoboto(): Promise<void> {
  roboto ??= import('pdfmake/build/vfs_fonts').then(({ default: vfsModule }) => {
    const vfs = 'default' in vfsModule && typeof vfsModule.default === 'object' ? vfsModule.default : (vfsModule as Record<string, string>);
    pdfMake.addVirtualFileSystem(vfs);
  });
  return roboto;
}

async function buildPdf(input: MonthlyReportInput, rows: MonthlyReportRow[]): Promise<ArrayBuffer> {
  send({ type: 'progress', percent: 40 });
  const font = monthlyReportPdfFont(input, rows);
  if (font === 'Roboto') await loadRoboto();
  const bytes = await pdfMake.createPdf(monthlyReportDocument(input, rows, font)).getBuffer();
  return toArrayBuffer(bytes);
}

serveMonthlyReport(buildPdf);
