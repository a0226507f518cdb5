/**
 * Brings a database up to date: migrations, then the demo data when it holds no users yet.
 *
 * Several server processes may start at once on one fresh PostgreSQL (the realtime fan-out over
 * LISTEN/NOTIFY exists for exactly that). Without a lock both would migrate and both would seed,
 * and the second fails on duplicate keys. So on PostgreSQL the work runs while a transaction
 * holds an advisory lock: the first process migrates and seeds, the others wait on the lock and
 * then find nothing to do. The lock's transaction only holds the lock; migrations and the seed
 * run on other pool connections and commit on their own. PGlite has one connection and one
 * owning process, so it needs no lock (and a nested transaction would wait on itself).
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, type Database } from './client';
import { isSeeded, seedDatabase, type SeedOptions } from './seed';

/** Any fixed 64-bit key, the same in every process of the portal. */
const PREPARE_LOCK_KEY = 7_246_113_901;

export interface PrepareResult {
  /** True when this call seeded the demo data (the database had no users). */
  seeded: boolean;
}

async function migrateAndSeed(database: Database, seed: SeedOptions, onSeeding?: () => void): Promise<PrepareResult> {
  await migrateDatabase(database);
  if (await isSeeded(database)) return { seeded: false };
  onSeeding?.();
  await seedDatabase(database, seed);
  return { seeded: true };
}

export async function prepareDatabase(
  database: Database,
  seed: SeedOptions = {},
  onSeeding?: () => void,
): Promise<PrepareResult> {
  if (database.kind === 'pglite') return migrateAndSeed(database, seed, onSeeding);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK_KEY})`);
    return migrateAndSeed(database, seed, onSeeding);
  });
}
