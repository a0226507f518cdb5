import { endpointDefinition } from '@/contract/endpoint-areas';
import type { EndpointName } from '@/contract/endpoints';
import {
  contractParseReady,
  parseBodyWith,
  type ContractParseOutcome,
  type ContractParseReply,
  type ContractParseRequest,
} from '@/workers/contract-body';

/**
 * Large responses (the activity list's pages: ~1 MB of JSON each) are parsed and checked against
 * the contract in one long-lived module worker, so the main thread pays only for receiving the
 * checked data (a structured clone), not for JSON.parse plus the schema: a page never blocks
 * typing or scrolling for a long task (issue 3). The body's bytes are transferred, not copied;
 * replies are matched to requests by id; an aborted request stops waiting (its reply is dropped).
 * Where no worker can run (tests in jsdom, a worker that fails to load), the same parse runs
 * here, on the main thread, as `callEndpoint` always did.
 */
interface Pending {
  resolve: (outcome: ContractParseOutcome) => void;
  reject: (error: unknown) => void;
}

interface ParseWorker {
  worker: Worker;
  /** True once the worker's module has loaded; false when it failed (parse here instead). */
  ready: Promise<boolean>;
  /** `ready` has settled (true or false). */
  started: boolean;
  pending: Map<number, Pending>;
}

/**
 * A body up to this size is parsed here when it arrives before the worker has loaded, instead of
 * waiting for it. On a first load the answer can come first (index.html asked for it before the
 * bundle: src/app/session/early-requests.ts), and then the worker's chunk, fetched and evaluated
 * after the entry has run, was the last step before the chat list's first rows (~0.5 s in the
 * bench's phone profile). Measured: the chat list's first page (100 chats, 126 KB) parses in
 * ~1.6 ms here once warm; 256 KB stays well under a 50 ms task at 4x CPU even cold. Larger
 * bodies (an activity page is ~1 MB) always wait for the worker.
 */
export const PARSE_HERE_WHILE_LOADING_MAX_BYTES = 256 * 1024;

/** undefined: not started yet; null: no worker (parse on this thread). */
let current: ParseWorker | null | undefined;
let nextId = 1;

function startWorker(): ParseWorker | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    // Its own chunk (the contract and zod with it), fetched when the first large request starts.
    worker = new Worker(new URL('../../workers/contract-parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  const pending = new Map<number, Pending>();
  const ready = new Promise<boolean>((resolve) => {
    worker.onmessage = (event: MessageEvent<ContractParseReply | typeof contractParseReady>) => {
      if (event.data === contractParseReady) return resolve(true);
      const request = pending.get(event.data.id);
      pending.delete(event.data.id);
      request?.resolve(event.data);
    };
    worker.onerror = (event) => {
      // It did not load, or it broke: later responses parse on the main thread. Requests already
      // handed over (their bytes went with them) fail.
      event.preventDefault();
      resolve(false);
      worker.terminate();
      if (current?.worker === worker) current = null;
      const error = new Error(event.message || 'The response parser stopped.');
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
  });
  const state: ParseWorker = { worker, ready, started: false, pending };
  void ready.then(() => (state.started = true));
  return state;
}

/**
 * Starts the worker, if it is not running yet, when a large request is sent: its chunk is fetched
 * and evaluated while the answer is on its way, not after it came (on a phone's slow 4G that is
 * one more round trip and ~17 KB on the way to the list's first rows).
 */
export function warmParseWorker(): void {
  if (current === undefined) current = startWorker();
}

/** Stops the worker (tests; a later parse starts a new one). */
export function stopParseWorker(): void {
  current?.worker.terminate();
  current = undefined;
}

/**
 * Decodes, `JSON.parse`s and checks `body` against `endpoint`'s response schema, in the worker
 * when there is one (a small body that comes before the worker has loaded: here, at once).
 * Rejects with the signal's reason when aborted.
 */
export async function parseOffThread(endpoint: EndpointName, body: ArrayBuffer, signal?: AbortSignal): Promise<ContractParseOutcome> {
  signal?.throwIfAborted();
  warmParseWorker();
  const state = current;
  if (state && !state.started && body.byteLength <= PARSE_HERE_WHILE_LOADING_MAX_BYTES) {
    return parseBodyWith((await endpointDefinition(endpoint)).response, body);
  }
  if (!state || !(await state.ready)) {
    if (current === state) current = null;
    return parseBodyWith((await endpointDefinition(endpoint)).response, body);
  }
  signal?.throwIfAborted();
  return new Promise<ContractParseOutcome>((resolve, reject) => {
    const id = nextId++;
    const onAbort = () => {
      state.pending.delete(id);
      reject(signal?.reason);
    };
    state.pending.set(id, {
      resolve: (outcome) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    const request: ContractParseRequest = { id, endpoint, body };
    state.worker.postMessage(request, [body]);
  });
}
