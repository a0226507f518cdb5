/**
 * Support staff console (billing-account §6 agent sessions): sign in at /support/login, find a
 * customer, open the portal as them. The console keeps its own short-lived signed cookie.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { recordAudit } from '../db/repositories/audit';
import { createSession, findSupportAgent, searchCustomers, userExists } from '../db/repositories/session';
import { createSupportSession, findSupportSessionAgent, revokeSupportSession } from '../db/repositories/support-sessions';
import { MAX_ID } from '../../src/contract/common';
import { formText, readForm } from '../http/input-limits';
import type { LoginLimiter } from '../http/login-limit';
import type { AppEnv } from '../http/types';
import { clientIp, isHttps, portalRoot } from '../http/urls';
import { verifyPassword } from '../lib/passwords';
import { renderSupportConsole, renderSupportLoginPage, supportTexts } from '../pages/support';
import { renderSupportOutbox } from '../pages/support-outbox';
import { listOutbox } from '../db/repositories/outbox';
import { dummyPasswordHash, maxLoginLength, maxPasswordLength, sendPage } from './pages';

export const supportCookie = 'portal_support';
const supportCookieTtlSeconds = 2 * 60 * 60;

export function supportRoutes(deps: { limiter: LoginLimiter; secret: string }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const cookieOptions = (c: Context) =>
    ({ path: '/support', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) }) as const;

  // The cookie holds a console sign-in's key, checked against the database on every request.
  const cookieKey = async (c: Context<AppEnv>) => (await getSignedCookie(c, deps.secret, supportCookie)) || null;
  const signedInAgent = async (c: Context<AppEnv>) => {
    const key = await cookieKey(c);
    return key ? findSupportSessionAgent(c.var.database.db, key) : null;
  };

  app.get('/support/login', (c) => sendPage(c, renderSupportLoginPage({ nonce: c.var.cspNonce })));

  app.post('/support/login', async (c) => {
    const form = await readForm(c);
    const username = formText(form, 'username').trim();
    const password = formText(form, 'password');
    const page = (error: string, status: 400 | 401 | 429) =>
      sendPage(c, renderSupportLoginPage({ nonce: c.var.cspNonce, username: username.slice(0, maxLoginLength), error }), status, error);
    if (username.length > maxLoginLength || password.length > maxPasswordLength) return page(supportTexts.badCredentials, 400);
    const address = clientIp(c);
    if (deps.limiter.retryAfter(username, address) > 0) return page(supportTexts.tooManyAttempts, 429);
    const { db } = c.var.database;
    const agent = username ? await findSupportAgent(db, username) : null;
    const ok = agent
      ? await verifyPassword(password, agent.passwordHash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);
    if (!agent || !ok) {
      deps.limiter.failed(username, address);
      await recordAudit(db, { action: 'support_login_failed', supportAgentId: agent?.supportAgentId ?? null, detail: { username } });
      return deps.limiter.retryAfter(username, address) > 0 ? page(supportTexts.tooManyAttempts, 429) : page(supportTexts.badCredentials, 401);
    }
    deps.limiter.succeeded(username, address);
    await recordAudit(db, { action: 'support_login', supportAgentId: agent.supportAgentId });
    const key = await createSupportSession(db, agent.supportAgentId, supportCookieTtlSeconds * 1000);
    await setSignedCookie(c, supportCookie, key, deps.secret, {
      ...cookieOptions(c),
      maxAge: supportCookieTtlSeconds,
    });
    return c.redirect('/support', 302);
  });

  app.post('/support/logout', async (c) => {
    const key = await cookieKey(c);
    if (key) await revokeSupportSession(c.var.database.db, key);
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

  app.get('/support/outbox', async (c) => {
    const agent = await signedInAgent(c);
    if (!agent) return c.redirect('/support/login', 302);
    const recipient = (c.req.query('to') ?? '').trim().slice(0, 200);
    const rows = await listOutbox(c.var.database.db, { recipient: recipient || undefined, limit: 100 });
    return sendPage(c, renderSupportOutbox({ nonce: c.var.cspNonce, recipient, rows }));
  });

  app.post('/support/sessions', async (c) => {
    const agent = await signedInAgent(c);
    if (!agent) return c.redirect('/support/login', 302);
    const form = await readForm(c);
    const userId = Number(formText(form, 'userId'));
    const { db } = c.var.database;
    if (!Number.isInteger(userId) || userId <= 0 || userId > MAX_ID || !(await userExists(db, userId))) {
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
