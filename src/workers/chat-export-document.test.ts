import { describe, expect, it } from 'vitest';
import { testChat } from '@/testing/chat-test-data';
import en from '@/locales/en/chat.json';
import { chatExportDocument, type ChatExportLabels } from './chat-export-document';

const labels: ChatExportLabels = {
  title: en.export.title,
  visitor: en.export.visitor,
  company: en.detail.company,
  types: en.detail.types,
  phone: en.detail.phone,
  email: en.detail.email,
  location: en.detail.location,
  website: en.detail.website,
  agent: en.detail.agent,
  outcome: en.detail.outcome,
  started: en.export.started,
  ended: en.export.ended,
  transcript: en.detail.transcript,
  noTranscript: en.detail.noTranscript,
  pageOf: en.export.pageOf,
};

/** Every text of a pdfmake node tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object') {
    const { text, stack, table, content } = node as Record<string, unknown>;
    return [...texts(text), ...texts(stack), ...texts((table as { body?: unknown } | undefined)?.body), ...texts(content)];
  }
  return [];
}

describe('chatExportDocument', () => {
  it('is an A4 document titled "Chat Export" with the chat facts and every line in order', () => {
    const doc = chatExportDocument({ chat: testChat(), labels, timeZone: 'UTC' });
    expect(doc.pageSize).toBe('A4');
    expect(doc.info.title).toBe('Chat Export');
    const all = texts(doc.content);
    expect(all[0]).toBe('Chat Export');
    expect(all).toContain('Sam Visitor · 10/20/2026 3:00 PM');
    expect(all).toEqual(expect.arrayContaining(['Company', 'Harbor Law', 'Email', 'sam@example.com', 'Receptionist', 'Agent Smith']));
    const lines = all.slice(all.indexOf('Transcript') + 1);
    expect(lines).toEqual(['Agent Smith · 3:01 PM', 'Hi, how can I help?', 'Sam Visitor · 3:02 PM', 'I need a lawyer.']);
  });

  it('times read in the reader’s zone and empty facts are left out', () => {
    const doc = chatExportDocument({ chat: testChat({ visitorPhone: null, outcome: null }), labels, timeZone: 'America/Los_Angeles' });
    const all = texts(doc.content);
    expect(all).toContain('Agent Smith · 8:01 AM');
    expect(all).not.toContain('Phone');
    expect(all).not.toContain('Outcome');
  });

  it('says so when the chat has no lines, and numbers its pages', () => {
    const doc = chatExportDocument({ chat: testChat({ messages: [] }), labels, timeZone: 'UTC' });
    expect(texts(doc.content).at(-1)).toBe('This chat has no messages.');
    expect(doc.footer(2, 3)).toMatchObject({ text: 'Page 2 of 3' });
  });
});
