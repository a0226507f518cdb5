/**
 * Seeded PGlite snapshots for fast tests: build once (initdb + migrate + seed, a few seconds),
 * then open a copy per test file or worker from the `dumpDataDir()` blob (~0.8 s).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, migrateDatabase, openDatabase } from './client';
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
  if (!database.dumpDataDir) throw new Error('Snapshots need a PGlite database');
  return database.dumpDataDir();
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

// Not `new URL('./x', import.meta.url)`: see migrationsFolder in ./client.ts.
const here = `${dirname(fileURLToPath(import.meta.url))}/`;
const cacheDir = join(here, '../../node_modules/.cache/portal-db-snapshots/');

/**
 * A hash of everything that can shape the seeded data: every migration, the schema, the seed and
 * the repositories it calls (all non-test sources under server/db).
 */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const feed = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = `${dir}${entry.name}`;
      if (entry.isDirectory()) await feed(`${full}/`);
      else if (/\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        hash.update(full.slice(here.length)).update(await readFile(full));
      }
    }
  };
  await feed(here);
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
