import { describe, expect, it } from 'vitest';
import { testMessage } from '@/testing/activity-test-data';
import { handleContractParse, parseContractBody } from './contract-parse';

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;
const page = { userMessages: [testMessage({ messageId: 7, textContent: 'Leaking pipe – “urgent”' })], pureChats: [] };

describe('the contract-parse worker’s handling', () => {
  it('answers a request with its id and the checked data', () => {
    const reply = handleContractParse({ id: 41, endpoint: 'messagesAll', body: bytes(JSON.stringify(page)) });
    expect(reply).toEqual({ id: 41, ok: true, data: page });
  });

  it('reads the body as Response.text() does: UTF-8, a leading BOM dropped', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(page))]);
    expect(parseContractBody('messagesAll', withBom.buffer)).toEqual({ ok: true, data: page });
  });

  it('reports JSON that does not match the contract, with the value (the caller words the issues)', () => {
    const raw = { userMessages: [{ messageId: 'seven' }], pureChats: [] };
    expect(handleContractParse({ id: 2, endpoint: 'messagesAll', body: bytes(JSON.stringify(raw)) })).toEqual({ id: 2, ok: false, notJson: false, raw });
  });

  it('reports a body that is not JSON with the parser’s message', () => {
    const reply = handleContractParse({ id: 3, endpoint: 'messagesAll', body: bytes('<html>oops') });
    expect(reply).toMatchObject({ id: 3, ok: false, notJson: true });
    expect(reply.ok === false && reply.notJson && reply.message).toBeTruthy();
  });

  it('reads an empty body as {} (as callEndpoint does)', () => {
    expect(parseContractBody('messagesAll', new ArrayBuffer(0))).toMatchObject({ ok: false, notJson: false, raw: {} });
  });
});
