/**
 * Security headers for every response (DESIGN §7): a CSP without unsafe-eval, no framing, no
 * plugins, nosniff and a strict referrer policy. No response allows 'unsafe-inline': the
 * server-rendered pages and the SPA's index.html carry a per-response nonce for their styles
 * (the SPA gives it to emotion, whose runtime <style> tags Chakra needs: server/pages/spa-index.ts),
 * everything else allows styles from 'self' only. Scripts are 'self' only.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../env';
import type { AppEnv } from './types';
import { isHttps, originOf } from './urls';

export function buildCsp(env: ServerEnv, options: { styleNonce?: string } = {}): string {
  const connect = ["'self'", 'ws:', 'wss:'];
  const api = originOf(env.PORTAL_API_URL);
  if (api) connect.push(api);
  const style = options.styleNonce ? `'self' 'nonce-${options.styleNonce}'` : "'self'";
  const formAction = ["'self'"];
  const portal = originOf(env.PORTAL_PUBLIC_URL);
  if (portal) formAction.push(portal);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${style}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
  ].join('; ');
}

/**
 * 16 random bytes per nonce, cut from a pool filled 4 KB at a time: the same randomness as one
 * randomBytes(16) per request without a call into the CSPRNG for each (every request gets a
 * nonce, even the API's that never use it).
 */
const noncePool = { bytes: Buffer.alloc(0), offset: 0 };
export function newNonce(): string {
  if (noncePool.offset + 16 > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(4096);
    noncePool.offset = 0;
  }
  const nonce = noncePool.bytes.toString('base64', noncePool.offset, noncePool.offset + 16);
  noncePool.offset += 16;
  return nonce;
}

/**
 * Browser features the portal may use: the microphone for its own origin only (the phone and the
 * greeting recording); nothing else it does not need.
 */
export const permissionsPolicy = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';

/** Sets the nonce before the handler and the headers after it (unless a page set its own CSP). */
export function securityHeaders(env: ServerEnv): MiddlewareHandler<AppEnv> {
  const defaultCsp = buildCsp(env);
  return async (c, next) => {
    c.set('cspNonce', newNonce());
    await next();
    if (c.res.status === 101) return;
    const headers = c.res.headers;
    try {
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', defaultCsp);
      headers.set('X-Content-Type-Options', 'nosniff');
      headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      headers.set('X-Frame-Options', 'DENY');
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
      headers.set('Permissions-Policy', permissionsPolicy);
      if (isHttps(c)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    } catch {
      // Immutable headers (e.g. a raw fetch Response): leave them as they are.
    }
  };
}

/** The CSP a server-rendered page sends: inline styles only with this request's nonce. */
export function pageCsp(env: ServerEnv, nonce: string): string {
  return buildCsp(env, { styleNonce: nonce });
}
