/**
 * The reference server in-process for screen tests (DESIGN §6 Integration: "the network is the
 * real server app in-process (app.fetch) rather than a second hand-written fake"): a fresh seeded
 * database from the server tests' snapshot, the test-control surface on, and the portal client's
 * ky pointed at `app.fetch` with the signed-in session's key. Never imported by app code.
 *
 * Start it once per test file (`beforeAll`, loading the snapshot takes 5-60 s on a busy 2-core
 * machine) and close it in `afterAll`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createPortalHttp, setPortalHttp } from '@/api/http/portal-client';
import { sessionScopeKey } from '@/api/query-scope';
import { sessionQueries } from '@/api/session/session.queries';
import type { User } from '@/contract/session';

/** What this helper uses of server/http/test-context.ts (type-checked there, by tsconfig.node.json). */
interface ServerApp {
  request(input: Request | string, init?: RequestInit): Response | Promise<Response>;
  controls: { faults: { set(input: { failPath?: string; failStatus?: number; failMessage?: string }): void; clear(): void } };
}
interface TestContextModule {
  createTestContext(overrides?: Record<string, string>): Promise<{ app: ServerApp; close(): Promise<void> }>;
  login(app: ServerApp, username: string, password?: string): Promise<{ sessionKey: string }>;
}

// Not a literal specifier on purpose: with one, tsconfig.json (the browser's: DOM types, no Node
// types) would type-check the whole server; tsconfig.node.json checks it instead.
const testContextModule = '../../server/http/test-context';

const origin = 'http://localhost';

export interface PortalTestServer {
  /** Logs in through the server's login page; every later request carries that session. Returns /api/me. */
  signIn(queryClient: QueryClient, username: string, password?: string): Promise<User>;
  /** A call with the signed-in session (for arranging data the way a person's earlier action would). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST to the test-control surface (`/__test/<path>`, JSON), as the e2e fixtures do. */
  arrange<T>(path: string, body?: Record<string, unknown>): Promise<T>;
  /** GET from the test-control surface (`/__test/<path>`, e.g. `outbox?to=…`), as the e2e fixtures do. */
  inspect<T>(path: string): Promise<T>;
  /** Makes API paths matching `failPath` answer `failStatus` (fault injection), until `clearFaults`. */
  failPaths(failPath: string, failStatus?: number): void;
  clearFaults(): void;
  /** Every API call the screen made, as "METHOD /api/…" (no query). */
  calls: string[];
  close(): Promise<void>;
}

export async function startPortalServer(): Promise<PortalTestServer> {
  const server = (await import(/* @vite-ignore */ testContextModule)) as TestContextModule;
  const ctx = await server.createTestContext({ PORTAL_TEST_CONTROL: '1' });
  let sessionKey: string | null = null;
  const calls: string[] = [];
  // A screen left mounted by the file's last test may still be fetching when the file closes the
  // server: close answers later calls 503 and waits for those in flight, so none reaches a closed
  // database (which logged an unhandled error in the test output).
  const inFlight = new Set<Promise<Response>>();
  let closing = false;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (closing) return new Response(null, { status: 503 });
    if (sessionKey && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${sessionKey}`);
    calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/portalApi/, '')}`);
    const answer = Promise.resolve(ctx.app.request(request));
    inFlight.add(answer);
    try {
      return await answer;
    } finally {
      inFlight.delete(answer);
    }
  };
  setPortalHttp(createPortalHttp(`${origin}/portalApi`, fetchImpl));
  return {
    async signIn(queryClient, username, password) {
      sessionKey = (await server.login(ctx.app, username, password)).sessionKey;
      // The screens read the user from the session's query (the anonymous scope in tests: the
      // session store is not started; requests carry the key through fetchImpl).
      return queryClient.fetchQuery(sessionQueries.me(sessionScopeKey(null, false)));
    },
    request: (path, init) => fetchImpl(`${origin}/portalApi${path}`, init),
    async arrange<T>(path: string, body: Record<string, unknown> = {}) {
      const res = await ctx.app.request(`/__test/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      if (res.status >= 300) throw new Error(`POST /__test/${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async inspect<T>(path: string) {
      const res = await ctx.app.request(`/__test/${path}`);
      if (res.status >= 300) throw new Error(`GET /__test/${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    failPaths: (failPath, failStatus = 500) => ctx.app.controls.faults.set({ failPath, failStatus }),
    clearFaults: () => ctx.app.controls.faults.clear(),
    calls,
    async close() {
      closing = true;
      setPortalHttp(createPortalHttp());
      await Promise.allSettled([...inFlight]);
      await ctx.close();
    },
  };
}
