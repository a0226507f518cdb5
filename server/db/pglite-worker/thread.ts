/**
 * The thread that owns PGlite when the server runs it off its event loop (client.ts). PGlite
 * runs PostgreSQL compiled to WebAssembly synchronously: in the server's own thread, a page that
 * takes 100–200 ms of queries holds every other request for that long. Here it holds only this
 * thread.
 *
 * The requests are handed to PGlite as they arrive and PGlite's own locks order them, exactly as
 * in-process: a plain query waits while a transaction holds the connection, and a transaction's
 * queries (tagged with its id) run inside it. LISTEN callbacks post the payload back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { toThreadError, type Reply, type Request, type ThreadStart } from './protocol';

const port = parentPort!;
const start = workerData as ThreadStart;
const post = (reply: Reply, transfer?: ArrayBuffer[]) => port.postMessage(reply, transfer);

interface OpenTransaction {
  tx?: Transaction;
  /** Lets the transaction's function return (true: COMMIT) or throw (false: ROLLBACK). */
  decide(commit: boolean): void;
  /** Settles once COMMIT or ROLLBACK ran; rejects when COMMIT failed. */
  finished?: Promise<void>;
}

/** Open transactions by id (the id of their begin request). */
const transactions = new Map<number, OpenTransaction>();
const unlistens = new Map<string, () => Promise<void>>();
const raw = (value: string): string => value;

/** Marks a rollback the server asked for, so it is not reported as a failure of the transaction. */
class RollbackRequested extends Error {}

function connection(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx)?.tx;
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open;
}

/**
 * BEGIN (waiting, as in-process, for the transaction before it to end); answers `id` once it
 * holds the connection, then waits for the server's `end` while the transaction's queries run.
 */
function begin(id: number): void {
  let decide: (commit: boolean) => void = () => {};
  const outcome = new Promise<boolean>((resolve) => (decide = resolve));
  const open: OpenTransaction = { decide };
  let began = false;
  open.finished = pg
    .transaction(async (tx) => {
      began = true;
      open.tx = tx;
      transactions.set(id, open);
      post({ type: 'reply', id, ok: true });
      if (!(await outcome)) throw new RollbackRequested();
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof RollbackRequested) return;
        // BEGIN itself failed (the database is closing): the server still waits for its reply.
        if (!began) return post({ type: 'reply', id, ok: false, error: toThreadError(err) });
        throw err;
      },
    )
    .finally(() => transactions.delete(id));
  // A failed COMMIT is reported to the `end` request that awaits `finished`.
  open.finished.catch(() => {});
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  open.decide(commit);
  await open.finished;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, raw]));
      return connection(request.tx).query(request.sql, request.params, { ...(request.rowMode ? { rowMode: request.rowMode } : {}), parsers });
    }
    case 'exec':
      return connection(request.tx).exec(request.sql);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      if (!unlistens.has(request.channel)) {
        const channel = request.channel;
        unlistens.set(channel, await pg.listen(channel, (payload) => post({ type: 'notification', channel, payload })));
      }
      return undefined;
    }
    case 'unlisten': {
      const stop = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      await stop?.();
      return undefined;
    }
    case 'dump': {
      const blob = await pg.dumpDataDir('none');
      return blob.arrayBuffer();
    }
    case 'close':
      await pg.close();
      return undefined;
    case 'begin':
      throw new Error('begin is answered by the transaction itself');
  }
}

let pg: PGlite;
try {
  pg = await PGlite.create({
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
  post({ type: 'ready' });
} catch (err) {
  post({ type: 'failed', error: toThreadError(err) });
  process.exit(1);
}

port.on('message', (request: Request) => {
  if (request.op === 'begin') return begin(request.id);
  handle(request).then(
    (result) => post({ type: 'reply', id: request.id, ok: true, result }, result instanceof ArrayBuffer ? [result] : undefined),
    (err: unknown) => post({ type: 'reply', id: request.id, ok: false, error: toThreadError(err) }),
  );
});
