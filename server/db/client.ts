/**
 * Opens the reference API's database: PostgreSQL through node-postgres when a URL is given,
 * otherwise embedded PGlite (persistent on `dataDir`, in memory without it, or loaded from a
 * `dumpDataDir()` snapshot). Both expose the same drizzle instance type (`Db`).
 *
 * PGlite runs in the caller's thread by default (tests, seeding: no hop per query) or, with
 * `pgliteThread: 'worker'`, in a worker thread (pglite-worker/client.ts): what the server does,
 * so that its queries never block the event loop that answers requests.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { asPglite, startPgliteThread, type PgliteThreadClient } from './pglite-worker/client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database both drivers provide. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** The data directory as a loadable blob (PGlite only): test snapshots. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  url?: string;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string;
  /** A PGlite `dumpDataDir()` blob to start from (fast test setup). */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** Where PGlite runs: this thread (default) or a worker thread of its own. */
  pgliteThread?: 'main' | 'worker';
}

// Paths from this file's own path, not `new URL('./x', import.meta.url)`: vite rewrites that form
// into a browser asset address when a jsdom test loads the server (src/testing/portal-server.ts).
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const channelName = (channel: string): string => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return channel;
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.pgliteThread === 'worker') return openPgliteThread(options.dataDir, options.loadDataDir);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return pgliteDatabase(drizzlePglite(client, { schema }) as unknown as Db, client, () => client.dumpDataDir('none'));
}

async function openPgliteThread(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<Database> {
  const client: PgliteThreadClient = await startPgliteThread({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
  });
  return pgliteDatabase(drizzlePglite(asPglite(client), { schema }) as unknown as Db, client, () => client.dumpDataDir());
}

/** What the Database wrapper needs of PGlite, in this thread or behind the worker. */
interface PgliteLike {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

/** One Database over either PGlite: LISTEN stops quietly once closed, close runs once. */
function pgliteDatabase(db: Db, client: PgliteLike, dumpDataDir: () => Promise<Blob>): Database {
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channelName(channel), onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    dumpDataDir,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail fast on a bad URL.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;

  // LISTEN needs one fixed connection, shared by every listener of this process.
  let listenClient: pg.Client | null = null;
  let listenReady: Promise<pg.Client> | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  const getListenClient = (): Promise<pg.Client> => {
    if (!listenReady) {
      listenReady = (async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        client.on('notification', (msg) => {
          const set = handlers.get(msg.channel);
          if (set) for (const fn of set) fn(msg.payload ?? '');
        });
        client.on('error', () => {
          // The connection died: the next listen() reconnects and re-subscribes.
          listenClient = null;
          listenReady = null;
        });
        for (const ch of handlers.keys()) await client.query(`LISTEN "${ch}"`);
        listenClient = client;
        return client;
      })();
    }
    return listenReady;
  };

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const ch = channelName(channel);
      const client = await getListenClient();
      let set = handlers.get(ch);
      if (!set) {
        set = new Set();
        handlers.set(ch, set);
        await client.query(`LISTEN "${ch}"`);
      }
      set.add(onPayload);
      return async () => {
        const current = handlers.get(ch);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          handlers.delete(ch);
          if (listenClient && !closed) await listenClient.query(`UNLISTEN "${ch}"`).catch(() => {});
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      if (listenReady) {
        const client = await listenReady.catch(() => null);
        await client?.end().catch(() => {});
      }
      await pool.end();
    },
  };
}

/** Applies server/db/migrations with the driver's drizzle migrator. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as never, { migrationsFolder });
  }
}

/** Runs raw SQL on either driver and returns the rows. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
