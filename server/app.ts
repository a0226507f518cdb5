/**
 * Builds the reference API as a Hono app from the route modules. No port, no process state:
 * tests call `app.request()` / `app.fetch`, server/index.ts serves it.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Database } from './db/client';
import type { ServerEnv } from './env';
import { auditAgentRequests } from './http/audit';
import { apiCors } from './http/cors';
import { messages, onAppError, onNotFound, errorResponse, portalErrorHeader } from './http/errors';
import { limitApiBody, limitBody, pageBodyLimitBytes } from './http/input-limits';
import { sameSiteForms } from './http/csrf';
import { createFaults, faultInjection, type Faults } from './http/faults';
import { createLoginLimiter, type LoginLimiter } from './http/login-limit';
import { securityHeaders } from './http/security';
import { originOf } from './http/urls';
import { agentGuard, resolveSession } from './http/session';
import type { AppEnv } from './http/types';
import type { RealtimeHub } from './realtime/hub';
import { realtimeRoute } from './realtime/socket';
import { apiAreaRoutes } from './routes/api-areas';
import { billingCheckoutRoutes } from './routes/billing-checkout';
import { sessionRoutes } from './routes/session';
import { configRoutes } from './routes/config';
import { pageRoutes } from './routes/pages';
import { integrationsAuthRoutes } from './routes/integrations-auth';
import { staticRoutes } from './routes/static';
import { createSignInLimits, type SignInLimits } from './routes/sign-in-limits';
import { randomSecret, supportRoutes } from './routes/support';
import { testControlRoutes } from './routes/test-control';

export const apiPrefix = '/portalApi';

export interface CreateAppOptions {
  database: Database;
  env: ServerEnv;
  hub: RealtimeHub;
  /** Websocket auth timeout (default 10 s); tests shorten it. */
  realtimeAuthTimeoutMs?: number;
  /** Extra routers (tests), mounted under /portalApi after the areas of routes/api-areas.ts. */
  apiRoutes?: Hono<AppEnv>[];
  /** Rate limits of reset and migration (tests lower them). */
  signInLimits?: SignInLimits;
}

export interface PortalApp extends Hono<AppEnv> {
  /** In-process handles for tests and the test surface. */
  controls: { faults: Faults; loginLimiter: LoginLimiter; supportLimiter: LoginLimiter; signInLimits: SignInLimits };
}

export function createApp(options: CreateAppOptions): PortalApp {
  const { database, env, hub } = options;
  const app = new Hono<AppEnv>();
  const faults = createFaults();
  const loginLimiter = createLoginLimiter();
  const supportLimiter = createLoginLimiter();
  const signInLimits = options.signInLimits ?? createSignInLimits();

  app.onError(onAppError);
  app.notFound(onNotFound);

  app.use('*', async (c, next) => {
    c.set('database', database);
    c.set('env', env);
    c.set('hub', hub);
    await next();
  });
  app.use('*', securityHeaders(env));
  // Every body is bounded (413 beyond): the API's forms and JSON, and the pages' small forms.
  app.use(`${apiPrefix}/*`, limitApiBody(apiPrefix));
  const pageBodyLimit = limitBody(pageBodyLimitBytes);
  app.use('*', async (c, next) => (c.req.path.startsWith(`${apiPrefix}/`) ? next() : pageBodyLimit(c, next)));

  // The websocket answers before compression touches anything.
  app.get('/update', realtimeRoute(database, hub, { authTimeoutMs: options.realtimeAuthTimeoutMs }));
  app.use('*', compress());

  // ── API ──────────────────────────────────────────────────────────────────────────────────
  const portalOrigin = originOf(env.PORTAL_PUBLIC_URL);
  app.use(
    `${apiPrefix}/*`,
    apiCors({
      origin: (origin) => (portalOrigin && origin === portalOrigin ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: [portalErrorHeader, 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  if (env.PORTAL_TEST_CONTROL) app.use(`${apiPrefix}/*`, faultInjection(faults));
  app.use(`${apiPrefix}/*`, resolveSession());
  app.use(`${apiPrefix}/*`, auditAgentRequests());
  app.use(`${apiPrefix}/*`, agentGuard(apiPrefix));

  const api = new Hono<AppEnv>();
  api.route('/', sessionRoutes());
  for (const area of [...apiAreaRoutes({ signInLimits }), ...(options.apiRoutes ?? [])]) api.route('/', area);
  api.all('*', (c) => errorResponse(c, 404, messages.notFound));
  app.route(apiPrefix, api);

  // ── Pages, config, test surface, SPA ─────────────────────────────────────────────────────
  // The sign-in forms take posts from the portal's own pages only (login CSRF).
  app.use('/login', sameSiteForms());
  app.use('/support/*', sameSiteForms());
  app.use('/transferauth', sameSiteForms());
  app.use('/pay/*', sameSiteForms());
  app.route('/', pageRoutes({ loginLimiter }));
  app.route('/', billingCheckoutRoutes());
  const pageSecret = env.PORTAL_SECRET ?? randomSecret();
  app.route('/', supportRoutes({ limiter: supportLimiter, secret: pageSecret }));
  app.route('/', integrationsAuthRoutes(pageSecret));
  app.route('/', configRoutes());
  if (env.PORTAL_TEST_CONTROL) {
    app.route('/__test', testControlRoutes({ faults, limiters: [loginLimiter, supportLimiter, ...signInLimits.all()] }));
  }
  app.route('/', staticRoutes(env.PORTAL_STATIC_DIR));

  return Object.assign(app, { controls: { faults, loginLimiter, supportLimiter, signInLimits } });
}
