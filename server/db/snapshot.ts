/**
 * Seeded PGlite snapshots for fast tests: build once (initdb + migrate + seed, a few seconds),
 * then open a copy per test file or worker from the `dumpDataDir()` blob (~0.8 s).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Database, migrateDatabase, migrationsFolder, openDatabase } from './client';
import { type SeedOptions, seedDatabase, wipeDatabase } from './seed';

export type SnapshotOptions = SeedOptions;

/** Opens an in-memory PGlite, migrates and seeds it, and returns its data directory as a blob. */
export async function buildSeededSnapshot(options: SnapshotOptions = {}): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await migrateDatabase(database);
    await seedDatabase(database, options);
    return await dumpSnapshot(database);
  } finally {
    await database.close();
  }
}

/** The current state of a PGlite database as a loadable blob. */
export async function dumpSnapshot(database: Database): Promise<Blob> {
  if (!database.pglite) throw new Error('Snapshots need a PGlite database');
  return database.pglite.dumpDataDir('none');
}

/** Opens an in-memory PGlite database from a snapshot blob. */
export async function openFromSnapshot(blob: Blob): Promise<Database> {
  return openDatabase({ loadDataDir: blob });
}

/** Empties every table (RESTART IDENTITY CASCADE) and seeds again: the test-control reset. */
export async function resetToSeed(database: Database, options: SeedOptions = {}): Promise<void> {
  await wipeDatabase(database);
  await seedDatabase(database, options);
}

const here = fileURLToPath(new URL('.', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/portal-db-snapshots/', import.meta.url));

/** A hash of everything that shapes the seeded data: migrations, schema and seed sources. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort().map((f) => `${migrationsFolder}/${f}`),
    `${here}schema.ts`, `${here}seed.ts`, `${here}demo-users.ts`, `${here}repositories/accounts.ts`,
    ...(await readdir(`${here}seed`)).filter((f) => f.endsWith('.ts')).sort().map((f) => `${here}seed/${f}`),
  ];
  for (const f of files) hash.update(f.slice(here.length)).update(await readFile(f));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Like buildSeededSnapshot, but cached on disk (node_modules/.cache) by the seed options and a
 * hash of the schema, migrations and seed sources, so test files share one initdb + seed.
 * `now` is part of the key: pass a fixed `now` to benefit from the cache.
 */
export async function cachedSeededSnapshot(options: SnapshotOptions & { now: Date }): Promise<Blob> {
  const key = `${await sourceHash()}-${options.seed ?? 42}-${options.messages ?? 1500}-${options.now.getTime()}`;
  const file = `${cacheDir}${key}.tar`;
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const blob = await buildSeededSnapshot(options);
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, Buffer.from(await blob.arrayBuffer()));
    await rename(tmp, file);
    return blob;
  }
}
