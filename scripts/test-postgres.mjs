#!/usr/bin/env node
// npm run test:pg: the server tests against a real PostgreSQL, including *.pg.test.ts.
// Starts a throwaway PostgreSQL (scripts/lib/throwaway-postgres.mjs: Debian's binaries, a temp
// dir, a free loopback port), runs `vitest run --project server` with TEST_DATABASE_URL and
// DATABASE_URL set, then stops the server and deletes the directory.
import { bin, run } from './lib/proc.mjs';
import { findPgBin, installHint, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

if (!findPgBin()) {
  console.error(`[test:pg] PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin; set PG_BIN to override).\n[test:pg] ${installHint}`);
  process.exit(1);
}

let postgres = null;
const cleanup = () => postgres?.stop();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

let code;
try {
  const t0 = Date.now();
  postgres = await startThrowawayPostgres({ name: 'portal_test' });
  const { url } = postgres;
  console.log(`[test:pg] PostgreSQL (${postgres.version}) ready at ${url} in ${Date.now() - t0} ms`);
  code = await run(bin('vitest'), ['run', '--project', 'server', ...process.argv.slice(2)], {
    env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
  });
} catch (err) {
  console.error(`[test:pg] ${err.message}`);
  code = 1;
} finally {
  cleanup();
}
process.exit(code);
