#!/usr/bin/env node
// npm run test:pg: the server tests against a real PostgreSQL, including *.pg.test.ts.
// Starts a throwaway PostgreSQL (scripts/lib/throwaway-postgres.mjs: Debian's binaries, a temp
// dir, a free loopback port), runs `vitest run --project server` with TEST_DATABASE_URL and
// DATABASE_URL set, then stops the server and deletes the directory.
// Left to the PGlite run of `npm test` (`--all` runs them here too): the authorisation, role and
// agent sweeps and the fuzzing, which check the HTTP layer's rules over the endpoint table and
// are the same on either engine (~140 s of the CI budget), and the PGlite no-lost-write test
// (no-lost-write.pg.test.ts is its PostgreSQL twin).
const engineIndependent = [
  'server/security/authorization-sweep.test.ts',
  'server/security/role-sweep.test.ts',
  'server/security/agent-sweep.test.ts',
  'server/security/fuzz/fuzz.test.ts',
  'server/reliability/no-lost-write.test.ts',
];
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
  const all = process.argv.includes('--all');
  const args = process.argv.slice(2).filter((a) => a !== '--all');
  code = await run(bin('vitest'), ['run', '--project', 'server', ...args], {
    env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url, PORTAL_VITEST_EXCLUDE: all ? '' : engineIndependent.join(',') },
  });
} catch (err) {
  console.error(`[test:pg] ${err.message}`);
  code = 1;
} finally {
  cleanup();
}
process.exit(code);
