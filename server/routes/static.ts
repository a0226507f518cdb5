/**
 * The built SPA from PORTAL_STATIC_DIR: long-lived caching for hashed /assets/*, no-cache for
 * everything else, and index.html for deep links (GET requests that accept HTML and are not
 * server paths). Without a build, a plain page says so. Files are sent precompressed when the
 * build left `.br` / `.gz` beside them (scripts/precompress.ts) and the browser accepts that
 * encoding (brotli first), always with `Vary: Accept-Encoding`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { renderNotBuiltPage } from '../pages/not-built';
import { pageCsp } from '../http/security';
import { routeChunksFor, withRoutePreloads } from '../services/spa/route-preloads';

/** Paths the SPA fallback never answers. */
export const serverPathPrefixes = ['/portalApi', '/login', '/logout', '/support', '/__test', '/update', '/config.js'];

const isServerPath = (path: string) => serverPathPrefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** A browser opening a screen (the root or a deep link), not a file of the build or a server path. */
const isNavigation = (path: string, accept: string) =>
  accept.includes('text/html') && !isServerPath(path) && !/\.[a-z0-9]+$/i.test(path);

export function staticRoutes(staticDir: string): Hono<AppEnv> {
  const root = isAbsolute(staticDir) ? staticDir : resolve(process.cwd(), staticDir);
  const indexPath = join(root, 'index.html');
  const app = new Hono<AppEnv>();

  // Created on first use once the directory exists (serveStatic complains about a missing root).
  let files: ReturnType<typeof serveStatic<AppEnv>> | null = null;
  app.use('*', async (c, next) => {
    // Screens get index.html with their chunks preloaded (the SPA fallback below), '/' included.
    if (c.req.method === 'GET' && isNavigation(c.req.path, c.req.header('Accept') ?? '')) return next();
    if (!files && existsSync(root)) files = serveStatic<AppEnv>({ root, precompressed: true });
    if (!files) return next();
    const res = await files(c, next);
    if (!(res instanceof Response)) return res;
    // Hashed build output can be cached forever; everything else is revalidated.
    const immutable = c.req.path.startsWith('/assets/');
    res.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The answer depends on Accept-Encoding whether or not this request got a compressed file.
    if (!/accept-encoding/i.test(res.headers.get('Vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding');
    return res;
  });

  app.get('*', async (c, next) => {
    if (!isNavigation(c.req.path, c.req.header('Accept') ?? '')) return next();
    if (!existsSync(indexPath)) {
      c.header('Content-Security-Policy', pageCsp(c.var.env, c.var.cspNonce));
      c.header('Cache-Control', 'no-store');
      return c.html(renderNotBuiltPage(c.var.cspNonce));
    }
    const html = withRoutePreloads(await readFile(indexPath, 'utf8'), routeChunksFor(root, c.req.path));
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });

  return app;
}
