/**
 * The real server (`server/index.ts`) as a child process, for the crash tests: started on a
 * PGlite data directory or a PostgreSQL database, killed with SIGKILL, started again on the same
 * data. Node runs the entry itself (`node --import tsx`), so the pid we kill is the process
 * holding the database: the `tsx` CLI would fork a second process and a SIGKILL to it would
 * leave the real server running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Milliseconds from spawn to the first answer. */
  startedInMs: number;
  /** SIGKILL, no shutdown handler runs; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the server's own shutdown), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
}

export interface StartOptions {
  /** The environment to start from (the test's process.env): PATH and friends. */
  baseEnv: Record<string, string | undefined>;
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  seedMessages?: number;
  readyTimeoutMs?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...options.baseEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DATA_DIR: options.dataDir ?? '',
      DATABASE_URL: options.databaseUrl ?? '',
      PORTAL_TEST_CONTROL: '',
      PORTAL_STATIC_DIR: '/nonexistent-portal-dist',
      ...(options.seedMessages !== undefined ? { PORTAL_SEED_MESSAGES: String(options.seedMessages) } : {}),
    },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const handle: ServerProcess = {
    base,
    startedInMs: 0,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(force);
    },
    output: () => output,
  };

  const deadline = started + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    try {
      const res = await fetch(`${base}/config.js`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      handle.startedInMs = Date.now() - started;
      return handle;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await handle.kill();
  throw new Error(`the server did not answer within ${options.readyTimeoutMs ?? 120_000} ms:\n${output}`);
}
