/**
 * The messages between the server's event loop and the thread that owns PGlite
 * (pglite-worker/thread.ts). Every request carries an id and gets exactly one reply with it;
 * notifications of LISTENed channels arrive on their own. Only structured-clone-able data
 * crosses: parsers are functions, so a query names the types it wants as raw text instead.
 */
import type { RowMode } from '@electric-sql/pglite';

/** How the thread opens its database (workerData). */
export interface ThreadStart {
  dataDir?: string;
  /** A `dumpDataDir()` tar to load (test snapshots), as bytes. */
  loadDataDir?: ArrayBuffer;
}

export interface QueryRequest {
  op: 'query';
  id: number;
  /** The transaction (its begin request's id) the query belongs to; none for a plain query. */
  tx?: number;
  sql: string;
  params: unknown[];
  rowMode?: RowMode;
  /** Type OIDs whose values stay as PostgreSQL sent them (drizzle's timestamp/date/interval). */
  rawTypes: number[];
}

export type Request =
  | QueryRequest
  | { op: 'exec'; id: number; tx?: number; sql: string }
  /** Starts a transaction; the reply comes once it holds the connection (BEGIN ran). */
  | { op: 'begin'; id: number }
  /** Ends the transaction `tx`: COMMIT, or ROLLBACK when the caller's function failed. */
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'dump'; id: number }
  | { op: 'close'; id: number };

/** An error as it crosses: the message plus PostgreSQL's fields (code, detail, constraint…). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

export type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: ThreadError }
  | { type: 'reply'; id: number; ok: true; result?: unknown }
  | { type: 'reply'; id: number; ok: false; error: ThreadError }
  | { type: 'notification'; channel: string; payload: string };

/** Copies what can cross of an error (the thread → the server). */
export function toThreadError(err: unknown): ThreadError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

/** Rebuilds a thread's error on the server's side (its stack is the caller's, which is the useful one). */
export function fromThreadError(error: ThreadError): Error {
  const err = new Error(error.message);
  err.name = error.name;
  return Object.assign(err, error.fields);
}
