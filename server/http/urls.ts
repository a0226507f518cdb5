/** Portal URLs and the returnUrl rule: only the portal's own origin, never an open redirect. */
import type { Context } from 'hono';
import type { ServerEnv } from '../env';
import { originOf } from './security';

export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** The portal root: PORTAL_PUBLIC_URL when the SPA lives elsewhere, else this origin. */
export function portalRoot(c: Context, env: ServerEnv): string {
  return env.PORTAL_PUBLIC_URL ? `${env.PORTAL_PUBLIC_URL}/` : `${requestOrigin(c)}/`;
}

/**
 * `value` as an absolute URL when it points at the portal (same origin as PORTAL_PUBLIC_URL or
 * as this request), else the portal root. Any fragment is dropped (the login adds its own).
 */
export function safeReturnUrl(c: Context, env: ServerEnv, value: string | undefined | null): string {
  const root = portalRoot(c, env);
  if (!value) return root;
  let url: URL;
  try {
    url = new URL(value, root);
  } catch {
    return root;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return root;
  if (url.username || url.password) return root;
  const allowed = new Set([requestOrigin(c), originOf(env.PORTAL_PUBLIC_URL)].filter(Boolean));
  if (!allowed.has(url.origin)) return root;
  url.hash = '';
  return url.href;
}

export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('X-Forwarded-Proto') === 'https';
}

/** The client address for rate limits (the socket's, never a spoofable header). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
