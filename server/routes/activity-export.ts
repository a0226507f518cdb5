/**
 * Activity exports (spec core §5 Export, §7 Messages): GET /api/messages/gencsv, /genchatcsv and
 * /genpdf. The rows are the list's (same scope by role, window, All / Archive view, company,
 * selection), filtered by the search; at most 31 days; CSV cells escaped (DESIGN.md §7); the PDF
 * is built here with pdfmake and its standard fonts. GET /api/messages/getChatExport gives one
 * chat's data: the browser builds that "Chat Export" PDF itself (spec core §2).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createRequire } from 'node:module';
import { endpoints } from '../../src/contract/endpoints';
import type { ChatItem, Message } from '../../src/contract/activity';
import {
  csvTooLongText,
  exportFileName,
  exportTextMatches,
  exportWindow,
  isExportRangeAllowed,
  pdfTooLongText,
  toCsv,
} from '../../src/contract/activity-export';
import { displayFrom, displayTo, previewText } from '../../src/domain/activity/activity-format';
import { exportChats, exportMessages, findChat, type ExportQuery, type MessageScope } from '../db/repositories/activity';
import { userAccountScope } from '../db/repositories/users';
import { registerEndpoint } from '../http/endpoint';
import { messages as errorTexts, PortalHttpError } from '../http/errors';
import type { AppEnv, RequestSession } from '../http/types';

interface ExportInput {
  type: 'all' | 'archived';
  start: string;
  end: string;
  utcOffset: number;
  accountId?: number | undefined;
  ids: number[];
}

async function exportScope(c: Context<AppEnv>, session: RequestSession, input: ExportInput, tooLong: string) {
  if (!isExportRangeAllowed(input.start, input.end)) throw new PortalHttpError(400, tooLong);
  const who: MessageScope = { userId: session.userId, scope: await userAccountScope(c.var.database.db, session.userId) };
  if (input.accountId !== undefined && !who.scope.accountIds.includes(input.accountId)) {
    throw new PortalHttpError(403, errorTexts.forbiddenAccount);
  }
  const query: ExportQuery = {
    ...exportWindow(input.start, input.end, input.utcOffset),
    archived: input.type === 'archived' ? 'Y' : 'N',
    ids: input.ids,
    ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
  };
  return { who, query };
}

function fileResponse(body: Uint8Array<ArrayBuffer> | string, type: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Date and time in the caller's zone (offset as in Date#getTimezoneOffset). */
function localParts(iso: string, utcOffset: number): { date: string; time: string } {
  const d = new Date(new Date(iso).getTime() - utcOffset * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getUTCHours();
  return {
    date: `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`,
    time: `${hours % 12 === 0 ? 12 : hours % 12}:${pad(d.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

const typeNames: Record<string, string> = {
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

function messageSearchTexts(m: Message): (string | null)[] {
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

const chatSearchTexts = (c: ChatItem): (string | null)[] => [
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
const csvBody = (rows: (string | number | null)[][]) => `\uFEFF${toCsv(rows)}`;

// pdfmake 0.3 (CommonJS) on the server with the PDF standard fonts: no font files, no network.
interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}
let pdfmake: PdfMake | null = null;
function pdfMaker(): PdfMake {
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

export function activityExportRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.exportCsv, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, csvTooLongText);
    const search = input.search?.trim() ?? '';
    const rows = (await exportMessages(c.var.database.db, who, query)).filter((m) => exportTextMatches(messageSearchTexts(m), search));
    const csv = csvBody([
      activityCsvHeader,
      ...rows.map((m) => {
        const { date, time } = localParts(m.taken, input.utcOffset);
        const { from, to, text } = messageCells(m);
        return [date, time, typeNames[m.messageType] ?? m.messageType, from, to, m.accountName, text, m.callLengthInSeconds, m.read, m.followup];
      }),
    ]);
    return fileResponse(csv, 'text/csv; charset=utf-8', exportFileName('activity', input.start, input.end, 'csv'));
  });

  registerEndpoint(api, endpoints.exportChatCsv, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, csvTooLongText);
    const search = input.search?.trim() ?? '';
    const rows = (await exportChats(c.var.database.db, who, query)).filter((chat) => exportTextMatches(chatSearchTexts(chat), search));
    const csv = csvBody([
      chatCsvHeader,
      ...rows.map((chat) => {
        const { date, time } = localParts(chat.created, input.utcOffset);
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
    return fileResponse(csv, 'text/csv; charset=utf-8', exportFileName('chats', input.start, input.end, 'csv'));
  });

  registerEndpoint(api, endpoints.exportPdf, async (c, input, { session }) => {
    const { who, query } = await exportScope(c, session, input, pdfTooLongText);
    const search = input.search.toUpperCase();
    const matchWord = input.matchWord === 'Y';
    const rows = (await exportMessages(c.var.database.db, who, query)).filter((m) =>
      exportTextMatches(messageSearchTexts(m), search, matchWord),
    );
    const pdf = await activityPdf(rows, { start: input.start, end: input.end, search, matchWord, utcOffset: input.utcOffset });
    return fileResponse(pdf, 'application/pdf', exportFileName('activity', input.start, input.end, 'pdf'));
  });

  registerEndpoint(api, endpoints.chatExport, async (c, input, { session }) => {
    const db = c.var.database.db;
    const who: MessageScope = { userId: session.userId, scope: await userAccountScope(db, session.userId) };
    // Another account's chat (or one outside the user's locations) is a 404, never its lines.
    const chat = await findChat(db, who, input.chatId);
    if (!chat) throw new PortalHttpError(404, errorTexts.notFound);
    return chat;
  });

  return api;
}
