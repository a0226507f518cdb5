/**
 * Login CSRF (issue 20 item 9): the sign-in forms (/login, /support/*) take posts only from the
 * portal's own pages. Browsers send Origin on every form post (and Sec-Fetch-Site); a post whose
 * Origin is another site, or opaque ("null"), or that the browser marks cross-site, is refused
 * with 403 before anything is read. A request without either header comes from no browser form
 * (a script holding the password anyway) and passes.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';
import { originOf } from './urls';
import type { AppEnv } from './types';

export const csrfMessage = 'This form was sent from another site. Please sign in from the portal.';

export function isSameSiteForm(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) {
    if (origin === 'null') return false;
    const own = new URL(c.req.url);
    const allowed = [originOf(c.get('env')?.PORTAL_PUBLIC_URL)];
    let sent: URL;
    try {
      sent = new URL(origin);
    } catch {
      return false;
    }
    // By host: behind a proxy this server sees http:// while the browser says https://.
    return sent.host === own.host || allowed.includes(sent.origin);
  }
  const site = c.req.header('Sec-Fetch-Site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Refuses cross-site POSTs (403 with X-PORTAL-ERROR). */
export function sameSiteForms(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && !isSameSiteForm(c)) return errorResponse(c, 403, csrfMessage);
    await next();
  };
}
