#!/usr/bin/env node
// npm run test:pg: the server tests against a real PostgreSQL, including *.pg.test.ts.
// Starts a throwaway PostgreSQL (Debian's, /usr/lib/postgresql/<v>/bin; PG_BIN overrides) in a
// temp dir on a free loopback port, creates a database, runs `vitest run --project server` with
// TEST_DATABASE_URL and DATABASE_URL set, then stops the server and deletes the directory.
// As root (CI containers) PostgreSQL refuses to run, so it runs as the 'postgres' system user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, freePort, run } from './lib/proc.mjs';

function findPgBin() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'postgres')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  const preferred = versions.includes('15') ? '15' : versions[0];
  return preferred ? path.join(base, preferred, 'bin') : null;
}

const pgBin = findPgBin();
if (!pgBin) {
  console.error(
    '[test:pg] PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin; set PG_BIN to override).\n' +
      '[test:pg] Install them with: sudo apt-get install -y postgresql',
  );
  process.exit(1);
}

const asRoot = process.getuid?.() === 0;
let pgUid;
let pgGid;
if (asRoot) {
  try {
    pgUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    pgGid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  } catch {
    console.error("[test:pg] running as root, but there is no 'postgres' system user to run PostgreSQL as.");
    process.exit(1);
  }
}

/** Runs a PostgreSQL tool (as the postgres user when we are root); throws with its output on failure. */
function pg(tool, args) {
  const command = asRoot ? 'runuser' : path.join(pgBin, tool);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(pgBin, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
const dataDir = path.join(dir, 'data');
const logFile = path.join(dir, 'postgres.log');
if (asRoot) chownSync(dir, pgUid, pgGid);

let started = false;
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (err) {
      console.error(`[test:pg] stopping PostgreSQL: ${err.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

let code;
try {
  const port = await freePort();
  const t0 = Date.now();
  pg('initdb', ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  try {
    pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  } catch (err) {
    if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
    throw err;
  }
  started = true;
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', 'portal_test']);
  const url = `postgres://portal@127.0.0.1:${port}/portal_test`;
  console.log(`[test:pg] PostgreSQL (${path.basename(path.dirname(pgBin))}) ready at ${url} in ${Date.now() - t0} ms`);

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
