import type { ChatItem } from '@/contract/activity';

/**
 * The "Chat Export" PDF (spec core §2): an A4 page with the chat's facts and its transcript, as a
 * pdfmake document definition. Pure (no pdfmake, no DOM): the worker renders it, tests read it.
 * Texts arrive translated from the main thread, where i18next lives.
 */
export interface ChatExportLabels {
  /** "Chat Export": the document's heading and its title in the PDF's properties. */
  title: string;
  visitor: string;
  company: string;
  types: string;
  phone: string;
  email: string;
  location: string;
  website: string;
  agent: string;
  outcome: string;
  started: string;
  ended: string;
  transcript: string;
  noTranscript: string;
  /** With {{page}} and {{pages}}. */
  pageOf: string;
}

export interface ChatExportInput {
  chat: ChatItem;
  labels: ChatExportLabels;
  /** The reader's IANA zone: times read as on screen (MM/DD/YYYY h:mm A, spec core §9). */
  timeZone: string;
}

/** What the worker answers: the PDF's bytes, or why it failed. */
export type ChatExportReply = { ok: true; pdf: ArrayBuffer } | { ok: false; message: string };

/** The subset of pdfmake's document definition this export uses (pdfmake ships no types). */
export interface ChatExportDocument {
  info: { title: string; subject: string };
  pageSize: 'A4';
  pageOrientation: 'portrait';
  pageMargins: [number, number, number, number];
  defaultStyle: { font: string; fontSize: number; lineHeight: number };
  styles: Record<string, Record<string, unknown>>;
  footer: (page: number, pages: number) => Record<string, unknown>;
  content: Record<string, unknown>[];
}

export function chatExportDocument({ chat, labels, timeZone }: ChatExportInput): ChatExportDocument {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const date = (iso: string | null) => (iso ? when.format(new Date(iso)).replace(',', '') : null);
  const visitor = chat.visitorFullName ?? chat.visitorEmail ?? chat.visitorPhone ?? '';
  const facts: [string, string | null][] = [
    [labels.visitor, visitor || null],
    [labels.company, chat.accountName],
    [labels.types, chat.types.join(', ') || null],
    [labels.phone, chat.visitorPhone],
    [labels.email, chat.visitorEmail],
    [labels.location, chat.visitorLocation],
    [labels.website, chat.website],
    [labels.agent, chat.agentFullName],
    [labels.outcome, chat.outcome],
    [labels.started, date(chat.created)],
    [labels.ended, date(chat.ended)],
  ];
  const rows = facts.filter((f): f is [string, string] => Boolean(f[1])).map(([label, value]) => [{ text: label, style: 'label' }, { text: value }]);
  const fromAgent = (author: string) => chat.agentFullName !== null && author === chat.agentFullName;
  const lines = chat.messages.map((line) => ({
    stack: [
      { text: `${line.author} · ${time.format(new Date(line.created))}`, style: 'meta' },
      { text: line.message, style: fromAgent(line.author) ? 'agentLine' : 'visitorLine' },
    ],
    margin: [fromAgent(line.author) ? 24 : 0, 0, fromAgent(line.author) ? 0 : 24, 8],
    unbreakable: line.message.length < 600,
  }));

  return {
    info: { title: labels.title, subject: visitor },
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [48, 48, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 12] },
      heading: { fontSize: 13, bold: true, margin: [0, 16, 0, 8] },
      label: { bold: true, color: '#444444' },
      meta: { fontSize: 8, color: '#666666', margin: [0, 0, 0, 2] },
      agentLine: { color: '#1a3a5c' },
      visitorLine: {},
    },
    footer: (page, pages) => ({
      text: labels.pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages)),
      alignment: 'center',
      fontSize: 8,
      color: '#666666',
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: labels.title, style: 'title' },
      { text: [visitor, date(chat.created)].filter(Boolean).join(' · '), style: 'subtitle' },
      { table: { widths: [110, '*'], body: rows }, layout: 'lightHorizontalLines' },
      { text: labels.transcript, style: 'heading' },
      ...(lines.length > 0 ? lines : [{ text: labels.noTranscript, italics: true }]),
    ],
  };
}
