/**
 * Support staff console (billing-account §6 agent sessions): sign in at /support/login, find a
 * customer, open the portal as them. The console keeps its own short-lived signed cookie.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { recordAudit } from '../db/repositories/audit';
import { createSession, findSupportAgent, getSupportAgent, searchCustomers, userExists } from '../db/repositories/session';
import type { RateLimiter } from '../http/rate-limit';
import type { AppEnv } from '../http/types';
import { clientIp, isHttps, portalRoot } from '../http/urls';
import { verifyPassword } from '../lib/passwords';
import { renderSupportConsole, renderSupportLoginPage, supportTexts } from '../pages/support';
import { dummyPasswordHash, sendPage } from './pages';

export const supportCookie = 'portal_support';
const supportCookieTtlSeconds = 2 * 60 * 60;

export function supportRoutes(deps: { limiter: RateLimiter; secret: string }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const cookieOptions = (c: Context) =>
    ({ path: '/support', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) }) as const;

  const signedInAgent = async (c: Context<AppEnv>) => {
    const value = await getSignedCookie(c, deps.secret, supportCookie);
    if (!value) return null;
    const [id, expires] = value.split('.');
    if (!id || !expires || Number(expires) < Date.now()) return null;
    return getSupportAgent(c.var.database.db, Number(id));
  };

  app.get('/support/login', (c) => sendPage(c, renderSupportLoginPage({ nonce: c.var.cspNonce })));

  app.post('/support/login', async (c) => {
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const page = (error: string, status: 401 | 429) =>
      sendPage(c, renderSupportLoginPage({ nonce: c.var.cspNonce, username, error }), status, error);
    const key = `support|${username.toLowerCase()}|${clientIp(c)}`;
    if (deps.limiter.blocked(key)) return page(supportTexts.tooManyAttempts, 429);
    const { db } = c.var.database;
    const agent = username ? await findSupportAgent(db, username) : null;
    const ok = agent
      ? await verifyPassword(password, agent.passwordHash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);
    if (!agent || !ok) {
      deps.limiter.hit(key);
      await recordAudit(db, { action: 'support_login_failed', supportAgentId: agent?.supportAgentId ?? null, detail: { username } });
      return deps.limiter.blocked(key) ? page(supportTexts.tooManyAttempts, 429) : page(supportTexts.badCredentials, 401);
    }
    deps.limiter.clear(key);
    await recordAudit(db, { action: 'support_login', supportAgentId: agent.supportAgentId });
    const expires = Date.now() + supportCookieTtlSeconds * 1000;
    await setSignedCookie(c, supportCookie, `${agent.supportAgentId}.${expires}`, deps.secret, {
      ...cookieOptions(c),
      maxAge: supportCookieTtlSeconds,
    });
    return c.redirect('/support', 302);
  });

  app.post('/support/logout', (c) => {
    deleteCookie(c, supportCookie, cookieOptions(c));
    return c.redirect('/support/login', 302);
  });

  app.get('/support', async (c) => {
    const agent = await signedInAgent(c);
    if (!agent) return c.redirect('/support/login', 302);
    const search = (c.req.query('q') ?? '').slice(0, 100);
    const customers = await searchCustomers(c.var.database.db, search);
    return sendPage(
      c,
      renderSupportConsole({
        nonce: c.var.cspNonce,
        agentName: agent.displayName,
        search,
        customers,
        agentTtlMinutes: c.var.env.AGENT_SESSION_TTL_MINUTES,
      }),
    );
  });

  app.post('/support/sessions', async (c) => {
    const agent = await signedInAgent(c);
    if (!agent) return c.redirect('/support/login', 302);
    const form = await c.req.parseBody();
    const userId = Number(form.userId);
    const { db } = c.var.database;
    if (!Number.isInteger(userId) || userId <= 0 || !(await userExists(db, userId))) {
      return c.redirect('/support', 302);
    }
    const session = await createSession(db, {
      userId,
      supportAgentId: agent.supportAgentId,
      twoFactorSatisfied: true,
      ttlMs: c.var.env.AGENT_SESSION_TTL_MINUTES * 60_000,
    });
    await recordAudit(db, {
      action: 'agent_session_start',
      userId,
      supportAgentId: agent.supportAgentId,
      method: 'POST',
      path: '/support/sessions',
      status: 302,
    });
    const target = new URL(portalRoot(c, c.var.env));
    target.searchParams.set('agentUserSession', session.sessionKey);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 302);
  });

  return app;
}

export const randomSecret = () => randomBytes(32).toString('base64url');
