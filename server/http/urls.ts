/** Portal URLs and the returnUrl rule: only the portal's own origin, never an open redirect. */
import type { Context } from 'hono';
import type { ServerEnv } from '../env';
import type { AppEnv } from './types';

/** The origin of an absolute address, or null when there is none or it does not parse. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

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

/**
 * Whether the client reached the portal over HTTPS: this server's own scheme, or what a trusted
 * proxy (PORTAL_TRUSTED_PROXIES) says in X-Forwarded-Proto. A client's own header counts for nothing.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return fromTrustedProxy(c) && lastForwarded(c.req.header('X-Forwarded-Proto'))?.toLowerCase() === 'https';
}

/** The socket's peer address ('local' for in-process requests). */
function socketAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

function fromTrustedProxy(c: Context<AppEnv>): boolean {
  const proxies = c.get('env')?.PORTAL_TRUSTED_PROXIES ?? [];
  return proxies.length > 0 && proxies.includes(socketAddress(c));
}

/** The entry the nearest proxy appended (the last of a comma-separated forwarding header). */
function lastForwarded(value: string | undefined): string | undefined {
  return value?.split(',').pop()?.trim() || undefined;
}

/**
 * The client address for rate limits: the socket's, or, from a trusted proxy, the address that
 * proxy appended to X-Forwarded-For (never one the client wrote itself).
 */
export function clientIp(c: Context<AppEnv>): string {
  const address = socketAddress(c);
  if (fromTrustedProxy(c)) return lastForwarded(c.req.header('X-Forwarded-For')) ?? address;
  return address;
}
