/**
 * The activity export files (spec core §5 Export): the CSV of activity and of chats, and the PDF
 * built with pdfmake and its standard fonts. Rows read as the list shows them
 * (src/domain/activity/activity-format.ts); cells escaped by the contract's toCsv (DESIGN.md §7).
 */
import type { ChatItem, Message } from '../../../src/contract/activity';
import { toCsv } from '../../../src/contract/activity-export';
import { displayFrom, displayTo, previewText } from '../../../src/domain/activity/activity-format';
import { pdfMaker } from '../../lib/pdf-maker';

/** Date and time in the caller's zone (offset as in Date#getTimezoneOffset). */
export function localParts(iso: string, utcOffset: number): { date: string; time: string } {
  const d = new Date(new Date(iso).getTime() - utcOffset * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getUTCHours();
  return {
    date: `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`,
    time: `${hours % 12 === 0 ? 12 : hours % 12}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

export const typeNames: Record<string, string> = {
  CHAT: 'Web chat',
  SMS: 'Text conversation',
  AGENT: 'Message',
  VM: 'Voicemail',
  'AGENT+VM': 'Message with voicemail',
  TASK: 'Assist request',
  CS: 'Assist request',
  TEXT: 'Text',
  VIP: 'VIP call',
  IC: 'Inbound call',
  OC: 'Outbound call',
};

/** The row's from / to / text as the list shows them (spec core §2 Activity list): the client's rule. */
export function messageCells(m: Message): { from: string; to: string; text: string } {
  const form = m.formContent?.fields.map((f) => `${f.label}: ${f.value}`).join('\n') ?? '';
  return { from: displayFrom(m), to: displayTo(m), text: previewText(m, form) };
}

export function messageSearchTexts(m: Message): (string | null)[] {
  const { from, to } = messageCells(m);
  return [
    m.textContent,
    m.recordingTranscription,
    m.taskUser,
    m.caller,
    m.request,
    from,
    to,
    m.ani,
    m.dnis,
    m.outcallNumber,
    ...(m.formContent?.fields.map((f) => f.value) ?? []),
  ];
}

export const chatSearchTexts = (c: ChatItem): (string | null)[] => [
  c.visitorFullName,
  c.visitorEmail,
  c.visitorPhone,
  c.website,
  c.outcome,
  c.agentFullName,
  ...c.messages.map((l) => l.message),
];

export const activityCsvHeader = ['Date', 'Time', 'Type', 'From', 'To', 'Company', 'Message', 'Call Length (s)', 'Read', 'Flagged'];
export const chatCsvHeader = ['Date', 'Time', 'Visitor', 'Email', 'Phone', 'Website', 'Types', 'Outcome', 'Agent', 'Duration (s)', 'Company', 'Transcript'];

/** UTF-8 with a byte-order mark so spreadsheets read accents right. */
export const csvBody = (rows: (string | number | null)[][]) => `\uFEFF${toCsv(rows)}`;

/** A printable A4 landscape report: title, period, search, and a table of the items. */
export async function activityPdf(
  rows: Message[],
  info: { start: string; end: string; search: string; matchWord: boolean; utcOffset: number },
): Promise<Uint8Array<ArrayBuffer>> {
  const cell = (text: string) => ({ text: text.length > 1500 ? `${text.slice(0, 1500)}…` : text });
  const body = [
    ['Date / Time', 'Type', 'From', 'To', 'Text'].map((text) => ({ text, style: 'head' })),
    ...rows.map((m) => {
      const { date, time } = localParts(m.taken, info.utcOffset);
      const { from, to, text } = messageCells(m);
      return [cell(`${date} ${time}`), cell(typeNames[m.messageType] ?? m.messageType), cell(from), cell(to), cell(text)];
    }),
  ];
  const doc = {
    info: { title: 'Activity Export' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [32, 40, 32, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: { title: { fontSize: 16, bold: true }, head: { bold: true, fillColor: '#eeeeee' } },
    footer: (page: number, pages: number) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 12, 0, 0] }),
    content: [
      { text: 'Activity Export', style: 'title' },
      { text: `Period: ${info.start} to ${info.end}`, margin: [0, 6, 0, 0] },
      { text: `Search: ${info.search}${info.matchWord ? ' (whole word)' : ''} · ${rows.length} item${rows.length === 1 ? '' : 's'}`, margin: [0, 2, 0, 10] },
      rows.length === 0
        ? { text: 'No activity matches this search.', italics: true }
        : { table: { headerRows: 1, widths: [78, 80, 110, 110, '*'], body }, layout: 'lightHorizontalLines' },
    ],
  };
  const buffer = await pdfMaker().createPdf(doc).getBuffer();
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
}

/** The activity CSV (UTF-8 with a byte-order mark). */
export function activityCsv(rows: Message[], utcOffset: number): string {
  return csvBody([
    activityCsvHeader,
    ...rows.map((m) => {
      const { date, time } = localParts(m.taken, utcOffset);
      const { from, to, text } = messageCells(m);
      return [date, time, typeNames[m.messageType] ?? m.messageType, from, to, m.accountName, text, m.callLengthInSeconds, m.read, m.followup];
    }),
  ]);
}

/** The chats CSV (UTF-8 with a byte-order mark). */
export function chatCsv(rows: ChatItem[], utcOffset: number): string {
  return csvBody([
    chatCsvHeader,
    ...rows.map((chat) => {
      const { date, time } = localParts(chat.created, utcOffset);
      return [
        date,
        time,
        chat.visitorFullName,
        chat.visitorEmail,
        chat.visitorPhone,
        chat.website,
        chat.types.join('; '),
        chat.outcome,
        chat.agentFullName,
        chat.chatDuration,
        chat.accountName,
        chat.messages.map((l) => `${l.author}: ${l.message}`).join('\n'),
      ];
    }),
  ]);
}
