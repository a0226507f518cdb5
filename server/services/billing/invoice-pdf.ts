/**
 * The invoice PDF (billing-account §4: PAID allows Download PDF), built with pdfmake on the
 * server, and its signed address: HMAC-SHA256 over the account, invoice and expiry with
 * PORTAL_SECRET (else a per-process key), valid for 10 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Invoice, InvoiceLine } from '../../../src/contract/billing';
import { formatMoney } from '../../../src/domain/billing/money';
import { pdfMaker } from '../../lib/pdf-maker';

const processSecret = randomBytes(32);
const secretOf = (secret: string | undefined) => secret ?? processSecret;

export function signInvoicePdf(secret: string | undefined, accountId: number, invoiceId: number, expires: number): string {
  return createHmac('sha256', secretOf(secret)).update(`invoice-pdf:${accountId}:${invoiceId}:${expires}`).digest('base64url');
}

export function verifyInvoicePdf(secret: string | undefined, accountId: number, invoiceId: number, expires: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires < now) return false;
  const expected = Buffer.from(signInvoicePdf(secret, accountId, invoiceId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export async function invoicePdf(invoice: Invoice, lines: InvoiceLine[], account: { accountName: string; accountNumber: string }): Promise<Uint8Array<ArrayBuffer>> {
  const money = (n: number) => formatMoney(n, invoice.currencyCode);
  const body = [
    ['Description', 'Period', 'Quantity', 'Unit price', 'Credit', 'Debit'].map((text) => ({ text, style: 'head' })),
    ...lines.map((l) => [
      l.lineItemText,
      l.periodStart ? `${day(l.periodStart)} – ${day(l.periodEnd)}` : '',
      { text: String(l.invoiceQuantity), alignment: 'right' },
      { text: money(l.unitPrice), alignment: 'right' },
      { text: l.credit ? money(l.credit) : '', alignment: 'right' },
      { text: l.debit ? money(l.debit) : '', alignment: 'right' },
    ]),
  ];
  const totals = [
    ['Debit', money(invoice.debit)],
    ['Credits', money(invoice.credits)],
    ['Amount due', money(invoice.amountDue)],
    ['Payments', money(invoice.payments)],
    ['Balance', money(invoice.balance)],
  ].map(([label, value]) => [{ text: label, bold: true }, { text: value, alignment: 'right' }]);
  const doc = {
    info: { title: `Invoice ${invoice.invoiceNumber}`, subject: account.accountName },
    pageSize: 'LETTER',
    pageMargins: [40, 48, 40, 48],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { title: { fontSize: 18, bold: true }, head: { bold: true, fillColor: '#eeeeee' } },
    content: [
      { text: `Invoice ${invoice.invoiceNumber}`, style: 'title' },
      { text: `${account.accountName} · Account ${account.accountNumber}`, margin: [0, 6, 0, 0] },
      { text: `Invoice date ${day(invoice.invoiceDate)} · Status ${invoice.status}`, margin: [0, 2, 0, 14] },
      { table: { headerRows: 1, widths: ['*', 120, 50, 70, 60, 70], body }, layout: 'lightHorizontalLines' },
      { table: { widths: ['*', 100], body: totals }, layout: 'noBorders', margin: [300, 16, 0, 0] },
    ],
  };
  const buffer = await pdfMaker().createPdf(doc).getBuffer();
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
}
