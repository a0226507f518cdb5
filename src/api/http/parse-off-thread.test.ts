import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMessage } from '@/testing/activity-test-data';
import { contractParseReady, handleContractParse, type ContractParseRequest } from '@/workers/contract-parse';
import { PARSE_HERE_WHILE_LOADING_MAX_BYTES, parseOffThread, stopParseWorker, warmParseWorker } from './parse-off-thread';
import { callEndpoint, configurePortalAuth } from './portal-client';
import { PortalError } from './portal-error';

const page = { userMessages: [testMessage({ messageId: 9, textContent: 'Deposition on Monday' })], pureChats: [] };
const bytes = (value: unknown): ArrayBuffer => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const input = { startTime: '2026-11-01T00:00:00.000Z', endTime: '2026-11-22T00:00:00.000Z', pageNumber: 0, fromPortal: 'yes' } as const;

/** Stands in for the module worker: records what is posted; the test decides when it answers. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  posted: { request: ContractParseRequest; transfer: Transferable[] }[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(request: ContractParseRequest, transfer: Transferable[]) {
    this.posted.push({ request, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  ready() {
    this.onmessage?.({ data: contractParseReady });
  }
  answer(k: number) {
    this.onmessage?.({ data: handleContractParse(this.posted[k]!.request) });
  }
  fail() {
    this.onerror?.({ message: 'chunk failed to load', preventDefault: () => {} });
  }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The worker started and loaded, as after the first large request. */
async function loadedWorker(): Promise<FakeWorker> {
  warmParseWorker();
  const worker = FakeWorker.made[0]!;
  worker.ready();
  await tick();
  return worker;
}
/** A page over the size parsed here while the worker loads. */
const largePage = () => {
  const messages = Array.from({ length: 400 }, (_, k) => testMessage({ messageId: k + 1, textContent: 'x'.repeat(800) }));
  const body = bytes({ userMessages: messages, pureChats: [] });
  expect(body.byteLength).toBeGreaterThan(PARSE_HERE_WHILE_LOADING_MAX_BYTES);
  return body;
};

afterEach(() => {
  stopParseWorker();
  FakeWorker.made = [];
});

describe('callEndpoint with parseOffThread, where no worker runs (jsdom)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configurePortalAuth({ getSessionKey: () => 'key-1', onUnauthorized: () => {} });
  });
  const both = async (body: string) => {
    const settle = (parseOffThread: boolean) => {
      fetchMock.mockResolvedValueOnce(new Response(body, { status: 200 }));
      return callEndpoint('messagesAll', input, undefined, { parseOffThread }).catch((error: unknown) => error);
    };
    return [await settle(false), await settle(true)] as const;
  };

  it('answers the same data as the inline parse', async () => {
    const [inline, offThread] = await both(JSON.stringify(page));
    expect(offThread).toEqual(page);
    expect(offThread).toEqual(inline);
  });

  it.each([
    ['a contract mismatch', JSON.stringify({ userMessages: [{ messageId: 'x' }], pureChats: [] })],
    ['a body that is not JSON', '<html>'],
  ])('throws the same PortalError for %s', async (_name, body) => {
    const [inline, offThread] = await both(body);
    expect(offThread).toBeInstanceOf(PortalError);
    expect(inline).toBeInstanceOf(PortalError);
    const [a, b] = [inline as PortalError, offThread as PortalError];
    expect({ status: b.status, message: b.message, body: b.body }).toEqual({ status: a.status, message: a.message, body: a.body });
    expect(b.message).toMatch(/^Unexpected response from GET \/api\/messages\/all: /);
  });
});

describe('parseOffThread with a worker', () => {
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker));

  it('starts one module worker, transfers the bytes and matches replies to requests by id', async () => {
    const worker = await loadedWorker();
    const first = parseOffThread('messagesAll', bytes(page));
    const second = parseOffThread('messagesAll', bytes({ ...page, pureChats: [] }));
    expect(FakeWorker.made).toHaveLength(1);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.url.pathname).toMatch(/contract-parse\.worker\.ts$/);
    await tick();
    expect(worker.posted).toHaveLength(2);
    expect(worker.posted[0]!.transfer).toEqual([worker.posted[0]!.request.body]);
    // Answered out of order: each caller still gets its own page.
    worker.answer(1);
    worker.answer(0);
    await expect(first).resolves.toEqual({ id: worker.posted[0]!.request.id, ok: true, data: page });
    await expect(second).resolves.toMatchObject({ id: worker.posted[1]!.request.id, ok: true });
  });

  it('stops waiting when the query is aborted, and drops the late reply', async () => {
    const worker = await loadedWorker();
    const controller = new AbortController();
    const parsing = parseOffThread('messagesAll', bytes(page), controller.signal);
    await tick();
    controller.abort();
    await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
    expect(() => worker.answer(0)).not.toThrow();
    await expect(parseOffThread('messagesAll', bytes(page), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('parses on the main thread when the worker fails to start, and does not try again', async () => {
    const body = largePage();
    const parsing = parseOffThread('messagesAll', body);
    FakeWorker.made[0]!.fail();
    await expect(parsing).resolves.toMatchObject({ ok: true, data: { pureChats: [] } });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await expect(parseOffThread('messagesAll', bytes(page))).resolves.toEqual({ ok: true, data: page });
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('starts the worker when the request is sent, before its answer comes', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    configurePortalAuth({ getSessionKey: () => 'key-1', onUnauthorized: () => {} });
    void callEndpoint('messagesAll', input, undefined, { parseOffThread: true });
    expect(FakeWorker.made).toHaveLength(1);
    await tick();
    expect(fetchMock).toHaveBeenCalledOnce();
    // An inline parse never starts it.
    stopParseWorker();
    FakeWorker.made = [];
    void callEndpoint('messagesAll', input, undefined, {});
    await tick();
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('fails the requests a worker had when it breaks', async () => {
    const worker = await loadedWorker();
    const parsing = parseOffThread('messagesAll', bytes(page));
    await tick();
    worker.fail();
    await expect(parsing).rejects.toThrow('chunk failed to load');
  });

  it('parses a small answer here when it comes before the worker has loaded; a large one waits for the worker', async () => {
    // The chat list's first page, asked by index.html before the bundle, is in before the worker.
    await expect(parseOffThread('messagesAll', bytes(page))).resolves.toEqual({ ok: true, data: page });
    const worker = FakeWorker.made[0]!;
    expect(worker.posted).toHaveLength(0);
    const large = parseOffThread('messagesAll', largePage());
    await tick();
    expect(worker.posted).toHaveLength(0);
    worker.ready();
    await tick();
    expect(worker.posted).toHaveLength(1);
    worker.answer(0);
    await expect(large).resolves.toMatchObject({ ok: true });
    // Once it has loaded, small answers go to it as well.
    void parseOffThread('messagesAll', bytes(page));
    await tick();
    expect(worker.posted).toHaveLength(2);
  });
});
