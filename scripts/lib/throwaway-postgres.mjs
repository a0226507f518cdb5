// A throwaway PostgreSQL for the scripts that need a real one (test-postgres.mjs, the bench's
// two-process figure): Debian's binaries (/usr/lib/postgresql/<v>/bin; PG_BIN overrides), a temp
// dir, a free loopback port, one database; `stop()` stops it and deletes the directory.
// As root (CI containers) PostgreSQL refuses to run, so it runs as the 'postgres' system user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './proc.mjs';

/** The server binaries' folder, or null when PostgreSQL is not installed. */
export function findPgBin() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'postgres')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  const preferred = versions.includes('15') ? '15' : versions[0];
  return preferred ? path.join(base, preferred, 'bin') : null;
}

export const installHint = 'Install them with: sudo apt-get install -y postgresql';

/**
 * Starts PostgreSQL with one database `name`; resolves with { url, version, stop }. Throws when
 * the binaries are missing (see findPgBin) or the server does not start (with its log).
 */
export async function startThrowawayPostgres({ name = 'portal_test', maxConnections = 100 } = {}) {
  const pgBin = findPgBin();
  if (!pgBin) throw new Error(`PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin; set PG_BIN to override). ${installHint}`);
  const asRoot = process.getuid?.() === 0;
  let owner = null;
  if (asRoot) {
    try {
      owner = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
    } catch {
      throw new Error("running as root, but there is no 'postgres' system user to run PostgreSQL as.");
    }
  }
  /** Runs a PostgreSQL tool (as the postgres user when we are root); throws with its output on failure. */
  const pg = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(pgBin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(pgBin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: tmpdir() });
    if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    return result.stdout;
  };

  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.error(`[postgres] stopping PostgreSQL: ${err.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    pg('initdb', ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      `-c max_connections=${maxConnections}`,
    ].join(' ');
    try {
      pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
    } catch (err) {
      if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
      throw err;
    }
    started = true;
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'portal', name]);
    return { url: `postgres://portal@127.0.0.1:${port}/${name}`, version: path.basename(path.dirname(pgBin)), stop };
  } catch (err) {
    stop();
    throw err;
  }
}
