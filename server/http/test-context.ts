/**
 * Test helpers for the server's own tests (never imported by app code): a fresh seeded
 * database per test file from the snapshot, the app in-process, and a login shortcut.
 */
import { createApp, type CreateAppOptions, type PortalApp } from '../app';
import type { Database } from '../db/client';
import { demoPassword } from '../db/demo-users';
import { cachedSeededSnapshot, openFromSnapshot } from '../db/snapshot';
import { parseEnv, type ServerEnv, type ServerEnvInput } from '../env';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';

export interface TestContext {
  app: PortalApp;
  database: Database;
  env: ServerEnv;
  hub: RealtimeHub;
  close(): Promise<void>;
}

export function testEnv(overrides: ServerEnvInput = {}): ServerEnv {
  return parseEnv({ NODE_ENV: 'test', PORTAL_STATIC_DIR: '/nonexistent-portal-dist', ...overrides });
}

/**
 * A small seeded snapshot (these tests exercise auth, not volume), built once and shared through
 * the snapshot cache of server/db/snapshot.ts: building costs 5-25 s on a busy 2-core machine,
 * loading under a second. The seed's clock is the current hour, so the cache turns over hourly
 * and the data is never more than an hour older than the tests' own clock.
 */
let snapshot: Promise<Blob> | null = null;
export function testSnapshot(): Promise<Blob> {
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  return (snapshot ??= cachedSeededSnapshot({ messages: 200, now: hour }));
}

export async function openTestDatabase(): Promise<Database> {
  return openFromSnapshot(await testSnapshot());
}

export async function createTestContext(
  overrides: ServerEnvInput = {},
  options: Partial<Pick<CreateAppOptions, 'realtimeAuthTimeoutMs' | 'apiRoutes'>> & { database?: Database } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const env = testEnv(overrides);
  const hub = createRealtimeHub(database);
  await hub.ready;
  const app = createApp({ database, env, hub, ...options });
  return {
    app,
    database,
    env,
    hub,
    async close() {
      await hub.close();
      await database.close();
    },
  };
}

export const origin = 'http://localhost';

export function form(values: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(values) };
}

export function bearer(sessionKey: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${sessionKey}` } };
}

/** Logs in through the real login form and returns the keys from the redirect fragment. */
export async function login(
  app: PortalApp,
  username: string,
  password = demoPassword,
  returnUrl = `${origin}/`,
): Promise<{ sessionKey: string; identityKey: string; location: string }> {
  const res = await app.request('/login', form({ username, password, returnUrl }));
  if (res.status !== 302) throw new Error(`login as ${username} failed: ${res.status}`);
  const location = res.headers.get('Location') ?? '';
  const fragment = new URLSearchParams(location.split('#')[1] ?? '');
  return { sessionKey: fragment.get('sessionKey') ?? '', identityKey: fragment.get('identityKey') ?? '', location };
}
