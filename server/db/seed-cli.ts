/**
 * Seeds a database from the command line:
 *   tsx server/db/seed-cli.ts [--messages 50000] [--data-dir .data/bench] [--seed 42] [--url postgres://…] [--now ISO] [--verbose]
 * Without --data-dir or --url it uses DATABASE_URL, then PORTAL_DATA_DIR, then `.data/pglite` (the directory `npm start` uses).
 * An already seeded database is wiped first.
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from './client';
import { isSeeded, seedDatabase, wipeDatabase } from './seed';

const { values } = parseArgs({
  options: {
    messages: { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
    url: { type: 'string' },
    now: { type: 'string' },
    verbose: { type: 'boolean' },
  },
});

const url = values.url ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
const dataDir = url ? undefined : (values['data-dir'] ?? process.env.PORTAL_DATA_DIR ?? '.data/pglite');
const started = performance.now();
const database = await openDatabase({ url, dataDir });
try {
  await migrateDatabase(database);
  if (await isSeeded(database)) {
    console.log('Database already seeded: wiping it first.');
    await wipeDatabase(database);
  }
  const summary = await seedDatabase(database, {
    messages: values.messages ? Number(values.messages) : undefined,
    seed: values.seed ? Number(values.seed) : undefined,
    now: values.now ? new Date(values.now) : undefined,
    log: values.verbose ? (line) => console.log(line) : undefined,
  });
  console.log(`Seeded ${url ? 'PostgreSQL' : `PGlite at ${dataDir}`} in ${summary.ms} ms (total ${Math.round(performance.now() - started)} ms):`);
  for (const [table, n] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(22)} ${n}`);
} finally {
  await database.close();
}
