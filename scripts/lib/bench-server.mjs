// Shared by the API sections of `npm run bench`: a production server on a temp PGlite dir (loopback
// only), the demo login, percentiles.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, freePort, root, stopChild, waitForHttp } from './proc.mjs';

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts `server/index.ts` on `dataDir` (seeded on first start with `seedMessages` when given),
 * or on PostgreSQL at `databaseUrl`, serving the build in `staticDir` (default: the server's own
 * default, dist/). Resolves once it answers; `stop()` ends it; `stderr()` is its output so far.
 */
export async function startBenchServer({ dataDir, databaseUrl = '', seedMessages, staticDir, readyTimeoutMs = 180_000 }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let stderr = '';
  const server = spawn(bin('tsx'), ['server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(dataDir ? { PORTAL_DATA_DIR: dataDir } : {}),
      ...(seedMessages !== undefined ? { PORTAL_SEED_MESSAGES: String(seedMessages) } : {}),
      DATABASE_URL: databaseUrl,
      PORTAL_TEST_CONTROL: '',
      ...(staticDir ? { PORTAL_STATIC_DIR: staticDir } : {}),
    },
  });
  server.stderr.on('data', (d) => (stderr += d));
  const handle = { base, stop: () => stopChild(server), stderr: () => stderr };
  try {
    await waitForHttp(`${base}/config.js`, readyTimeoutMs, () => server.exitCode === null);
  } catch (err) {
    await handle.stop();
    if (stderr) console.error(stderr.slice(-4000));
    throw err;
  }
  return handle;
}

/** Logs in through the login page as the first demo user; resolves with the session key. */
export async function demoLogin(base) {
  // The demo login, read from its one definition (a .ts file plain Node cannot import).
  const demoSource = readFileSync(path.join(root, 'server/db/demo-users.ts'), 'utf8');
  const demoPassword = /demoPassword = '([^']+)'/.exec(demoSource)?.[1] ?? 'Portal-Demo1';
  const demoUsername = /username: '([^']+)'/.exec(demoSource)?.[1] ?? 'admin';
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demoUsername, password: demoPassword, returnUrl: `${base}/` }),
  });
  const location = login.headers.get('location') ?? '';
  const sessionKey = new URLSearchParams(location.split('#')[1] ?? '').get('sessionKey');
  if (!sessionKey) throw new Error(`login did not return a session (status ${login.status}, location "${location}")`);
  return { sessionKey, username: demoUsername };
}
