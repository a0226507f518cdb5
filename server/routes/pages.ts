/** The login and logout pages (core §4 login hand-off; docs/foundation-interfaces.md). */
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { billingOnlyLanding } from '../../src/domain/access/billing-only';
import { demoPassword, demoUsers } from '../db/demo-users';
import { recordAudit } from '../db/repositories/audit';
import { createIdentityKey, createSession, revokeSessionByKey } from '../db/repositories/session';
import { findUserByLogin } from '../db/repositories/users';
import { showsDemoHint } from '../env';
import { headerSafe, portalErrorHeader } from '../http/errors';
import type { LoginLimiter } from '../http/login-limit';
import { pageCsp } from '../http/security';
import { bearerKey } from '../http/session';
import type { AppEnv } from '../http/types';
import { clientIp, isHttps, portalRoot, safeReturnUrl } from '../http/urls';
import { formText, readForm } from '../http/input-limits';
import { browserSession, sessionCookieName } from '../http/session-cookie';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { attemptsLeftWarning, loginTexts, renderLoginPage } from '../pages/login';

/** The longest login (an email address) and password the forms accept. */
export const maxLoginLength = 254;
export const maxPasswordLength = 1024;

/** Compared against when the login is unknown, so both paths cost one scrypt. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-' + Math.random()));

/** Failed logins from then on say how many attempts are left before the pause. */
const warnBelow = 3;

/**
 * Where the login hands the session over: `returnUrl`, except that a billing-only user asking for a
 * page they may not open goes straight to /billing (the SPA would send them there anyway, after a
 * first load whose data the server refuses them).
 */
function landingUrl(returnUrl: string, billingOnly: boolean): string {
  const url = new URL(returnUrl);
  const landing = billingOnly ? billingOnlyLanding(url.pathname) : null;
  if (!landing) return returnUrl;
  url.pathname = landing;
  url.search = '';
  return url.href;
}

export function sendPage(c: Context<AppEnv>, body: string, status: 200 | 400 | 401 | 403 | 404 | 429 | 500 = 200, error?: string) {
  c.header('Content-Security-Policy', pageCsp(c.var.env, c.var.cspNonce));
  c.header('Cache-Control', 'no-store');
  if (error) c.header(portalErrorHeader, headerSafe(error));
  return c.html(body, status);
}

export function pageRoutes(deps: { loginLimiter: LoginLimiter }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const demoHint = (c: Context<AppEnv>) =>
    !showsDemoHint(c.var.env)
      ? null
      : { password: demoPassword, users: demoUsers.map((u) => ({ username: u.username, shows: u.shows })) };

  app.get('/login', async (c) => {
    const returnUrl = safeReturnUrl(c, c.var.env, c.req.query('returnUrl'));
    // Back from the portal right after logging in (or a second tab): this browser's session is still
    // live, so it goes on to the portal instead of being offered a login it does not need.
    if (await browserSession(c, c.var.database.db)) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(returnUrl, 302);
    }
    const notice = c.req.query('loggedOut') ? loginTexts.loggedOut : c.req.query('expired') ? loginTexts.savedLoginExpired : undefined;
    return sendPage(c, renderLoginPage({ nonce: c.var.cspNonce, returnUrl, notice, demo: demoHint(c) }));
  });

  app.post('/login', async (c) => {
    const form = await readForm(c);
    const login = formText(form, 'username').trim();
    const password = formText(form, 'password');
    const returnUrl = safeReturnUrl(c, c.var.env, formText(form, 'returnUrl') || undefined);
    const page = (error: string, status: 400 | 401 | 429, warning?: string) =>
      sendPage(c, renderLoginPage({ nonce: c.var.cspNonce, returnUrl, username: login.slice(0, maxLoginLength), error, warning, demo: demoHint(c) }), status, error);
    // Longer than any real login or password: refused before any lookup, and never stored.
    if (login.length > maxLoginLength || password.length > maxPasswordLength) return page(loginTexts.badCredentials, 400);
    // An empty field is a slip, not a guess: said as such, and not counted against the limits.
    if (!login || !password) return page(loginTexts.missingFields, 400);

    const address = clientIp(c);
    const limited = () => {
      const wait = deps.loginLimiter.retryAfter(login, address);
      if (wait === 0) return null;
      c.header('Retry-After', String(wait));
      return page(loginTexts.tooManyAttempts, 429);
    };
    const refused = limited();
    if (refused) return refused;

    const { db } = c.var.database;
    const user = await findUserByLogin(db, login);
    const ok = user
      ? await verifyPassword(password, user.passwordHash)
      : (await verifyPassword(password, await dummyPasswordHash()), false);
    if (!user || !ok) {
      deps.loginLimiter.failed(login, address);
      await recordAudit(db, { action: 'login_failed', userId: user?.userId ?? null, detail: { login } });
      const left = deps.loginLimiter.attemptsLeft(login, address);
      return limited() ?? page(loginTexts.badCredentials, 401, left < warnBelow ? attemptsLeftWarning(left) : undefined);
    }

    deps.loginLimiter.succeeded(login, address);
    const now = new Date();
    const identity = await createIdentityKey(db, user.userId, now);
    const session = await createSession(db, {
      userId: user.userId,
      identityKeyId: identity.identityKeyId,
      ttlMs: c.var.env.SESSION_TTL_HOURS * 3_600_000,
      now,
    });
    await recordAudit(db, { action: 'login', userId: user.userId });
    const fragment = new URLSearchParams({ sessionKey: session.sessionKey, identityKey: identity.identityKey });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${landingUrl(returnUrl, user.billingOnly)}#${fragment.toString()}`, 302);
  });

  app.get('/logout', async (c) => {
    const key = bearerKey(c.req.header('Authorization')) ?? c.req.query('sessionKey');
    if (key) await revokeSessionByKey(c.var.database.db, key);
    const secure = isHttps(c);
    deleteCookie(c, sessionCookieName, { path: '/', secure });
    const returnUrl = safeReturnUrl(c, c.var.env, c.req.query('returnUrl') ?? portalRoot(c, c.var.env));
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/login?${new URLSearchParams({ returnUrl, loggedOut: '1' }).toString()}`, 302);
  });

  return app;
}
