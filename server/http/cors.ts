/**
 * CORS for the API (the portal's own origin only), with the headers hono/cors sends, but set on
 * the finished response in place. hono/cors adds `Vary: Origin` with `c.header()` after the
 * handler, and on a finalised response Hono's `c.header()` rebuilds the Response around a
 * ReadableStream of its body: every API response then lost @hono/node-server's direct write
 * (one `end(buffer)`) for a stream read chunk by chunk, which cost a cached 100 KB body about as
 * much CPU as everything else a cache hit does. It also set the allow-origin header before the
 * handler, which makes Hono rebuild the handler's Response the same way.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

export interface ApiCorsOptions {
  /** The allowed origin for a request's Origin header, or null. */
  origin: (origin: string) => string | null;
  allowMethods: string[];
  allowHeaders: string[];
  exposeHeaders: string[];
  maxAge: number;
}

export function apiCors(options: ApiCorsOptions): MiddlewareHandler<AppEnv> {
  const allowMethods = options.allowMethods.join(',');
  const allowHeaders = options.allowHeaders.join(',');
  const exposeHeaders = options.exposeHeaders.join(',');
  const maxAge = String(options.maxAge);

  return async (c, next) => {
    const allowed = options.origin(c.req.header('Origin') ?? '');
    if (c.req.method === 'OPTIONS') {
      // Preflight: answered here, as hono/cors does.
      const headers = new Headers();
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      if (exposeHeaders) headers.set('Access-Control-Expose-Headers', exposeHeaders);
      headers.set('Vary', 'Origin');
      headers.set('Access-Control-Max-Age', maxAge);
      if (allowMethods) headers.set('Access-Control-Allow-Methods', allowMethods);
      if (allowHeaders) {
        headers.set('Access-Control-Allow-Headers', allowHeaders);
        headers.append('Vary', 'Access-Control-Request-Headers');
      }
      return new Response(null, { status: 204, statusText: 'No Content', headers });
    }
    await next();
    try {
      const headers = c.res.headers;
      if (allowed) headers.set('Access-Control-Allow-Origin', allowed);
      if (exposeHeaders) headers.set('Access-Control-Expose-Headers', exposeHeaders);
      headers.append('Vary', 'Origin');
    } catch {
      // Immutable headers (a raw fetch Response): leave them as they are.
    }
  };
}
