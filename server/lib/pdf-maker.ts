/** pdfmake on the server, configured once (the activity export and the invoice PDF use it). */
import { createRequire } from 'node:module';

// pdfmake 0.3 (CommonJS) on the server with the PDF standard fonts: no font files, no network.
export interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}
let pdfmake: PdfMake | null = null;
export function pdfMaker(): PdfMake {
  if (pdfmake) return pdfmake;
  const maker = createRequire(import.meta.url)('pdfmake') as PdfMake;
  const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
  const standardFonts = new Set(Object.values(helvetica));
  maker.setFonts({ Helvetica: helvetica });
  maker.setUrlAccessPolicy(() => false);
  // Only the built-in standard fonts (named, not files) may be "loaded".
  maker.setLocalAccessPolicy((path) => standardFonts.has(path));
  pdfmake = maker;
  return maker;
}

