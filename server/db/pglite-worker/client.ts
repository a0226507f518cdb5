/**
 * PGlite in a worker thread, seen from the server's event loop (issue 18, the server's tail).
 * PGlite runs PostgreSQL as WebAssembly in the thread that calls it, so in-process every query
 * blocks the event loop for its whole run: a messages page rebuild (~100–200 ms of queries and
 * row parsing) delayed every request queued behind it. Here thread.ts owns the database and this
 * proxy forwards the calls drizzle's pglite driver makes (`query`, `transaction`), plus LISTEN,
 * `dumpDataDir` and `close`. The server's loop keeps only the structured clone of the rows.
 *
 * Semantics are PGlite's own, one connection: a transaction holds it until it ends, and plain
 * queries sent meanwhile wait for it (so, as in-process, a query outside a transaction from
 * inside one would wait on itself). `@electric-sql/pglite/worker` was not an option: it needs
 * `navigator.locks`, which Node 20 lacks.
 */
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { fromThreadError, type Reply, type Request, type ThreadStart } from './protocol';

/** What drizzle's pglite driver and server/db/client.ts call on a PGlite. */
export interface PgliteThreadClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  /** LISTEN; resolves to the function that stops this callback. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A plain-JavaScript entry that registers tsx, then loads thread.ts (see thread-entry.mjs). */
const threadUrl = new URL('./thread-entry.mjs', import.meta.url);

/** Distributes Omit over the request union (a plain Omit would merge its members). */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

/** Only parsers that hand back PostgreSQL's text can cross (functions cannot be cloned). */
function rawTypes(options: QueryOptions | undefined): number[] {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error('The PGlite thread takes rowMode and raw-text parsers only');
  }
  return Object.entries(options?.parsers ?? {}).map(([oid, parser]) => {
    if (parser('\u0000probe', Number(oid)) !== '\u0000probe') throw new Error(`Parser for type ${oid} is not raw text: it cannot cross to the PGlite thread`);
    return Number(oid);
  });
}

export async function startPgliteThread(start: ThreadStart): Promise<PgliteThreadClient> {
  const worker = new Worker(threadUrl, {
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir] : [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | null = null;

  // Referenced only while a reply is awaited: an idle thread does not keep the process alive.
  worker.unref();
  const send = <T>(request: WithoutId<Request>, id = nextId++): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as Request);
    });
  };
  const settle = (id: number, outcome: (entry: { resolve: (value: unknown) => void; reject: (err: Error) => void }) => void) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    outcome(entry);
  };
  const fail = (err: Error) => {
    stopped ??= err;
    for (const id of [...pending.keys()]) settle(id, (entry) => entry.reject(stopped!));
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      switch (reply.type) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(fromThreadError(reply.error));
        case 'notification':
          for (const fn of channels.get(reply.channel) ?? []) fn(reply.payload);
          return;
        case 'reply':
          return settle(reply.id, (entry) => (reply.ok ? entry.resolve(reply.result) : entry.reject(fromThreadError(reply.error))));
      }
    });
    worker.on('error', (err) => {
      reject(err);
      fail(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`The PGlite thread stopped (exit code ${code})`);
      reject(err);
      fail(err);
    });
  });
  worker.ref();
  await ready.finally(() => worker.unref());

  const query = <T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) =>
    send<Results<T>>({ op: 'query', ...(tx !== undefined ? { tx } : {}), sql, params, ...(options?.rowMode ? { rowMode: options.rowMode } : {}), rawTypes: rawTypes(options) });

  return {
    query: (sql, params, options) => query(undefined, sql, params, options),
    async transaction(fn) {
      const tx = nextId++;
      await send({ op: 'begin' }, tx);
      let result;
      try {
        result = await fn({
          query: (sql, params, options) => query(tx, sql, params, options),
          exec: (sql) => send({ op: 'exec', tx, sql }),
        });
      } catch (err) {
        await send({ op: 'end', tx, commit: false }).catch(() => {});
        throw err;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        await send({ op: 'listen', channel });
      }
      set.add(onPayload);
      return async () => {
        const current = channels.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        channels.delete(channel);
        if (!stopped) await send({ op: 'unlisten', channel });
      };
    },
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ op: 'dump' })]);
    },
    async close() {
      if (stopped) return;
      await send({ op: 'close' });
      stopped = new Error('The PGlite thread is closed');
      await worker.terminate();
    },
  };
}

/** The proxy as the PGlite drizzle's driver expects (it calls only `query` and `transaction`). */
export const asPglite = (client: PgliteThreadClient) => client as unknown as PGlite;
