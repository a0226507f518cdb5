/**
 * The built SPA from PORTAL_STATIC_DIR: long-lived caching for hashed /assets/*, no-cache for
 * everything else, and index.html for `/`, `/index.html` and deep links (GET requests that accept
 * HTML and are not server paths). index.html is rendered per response with a fresh CSP nonce
 * (server/pages/spa-index.ts) and sent `no-store` with the nonce CSP (styles only with the
 * nonce); every other file is static. Without a build, a plain page says so. Files are sent
 * precompressed when the build left `.br` / `.gz` beside them (scripts/precompress.ts) and the
 * browser accepts that encoding (brotli first), always with `Vary: Accept-Encoding`.
 */
import type { Context } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { billingOnlyLanding } from '../../src/domain/access/billing-only';
import { browserSession } from '../http/session-cookie';
import type { AppEnv } from '../http/types';
import { renderNotBuiltPage } from '../pages/not-built';
import { renderSpaIndex } from '../pages/spa-index';
import { pageCsp } from '../http/security';
import { routeChunksFor, withRoutePreloads } from '../services/spa/route-preloads';

/** Paths the SPA fallback never answers. */
export const serverPathPrefixes = ['/portalApi', '/login', '/logout', '/support', '/__test', '/update', '/config.js'];

const isServerPath = (path: string) => serverPathPrefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** A browser opening a screen (the root or a deep link), not a file of the build or a server path. */
const isNavigation = (path: string, accept: string) =>
  accept.includes('text/html') && !isServerPath(path) && !/\.[a-z0-9]+$/i.test(path);

/** Where this browser's billing-only user is sent instead of the page asked for; null for anyone else (or no session). */
async function billingOnlyRedirect(c: Context<AppEnv>): Promise<string | null> {
  const session = await browserSession(c, c.var.database.db);
  return session?.userBillingOnly ? billingOnlyLanding(c.req.path === '/index.html' ? '/' : c.req.path) : null;
}

export function staticRoutes(staticDir: string): Hono<AppEnv> {
  const root = isAbsolute(staticDir) ? staticDir : resolve(process.cwd(), staticDir);
  const indexPath = join(root, 'index.html');
  const app = new Hono<AppEnv>();

  /** index.html with this response's nonce; never stored, since the nonce must not repeat. */
  const sendIndex = async (c: Context<AppEnv>) => {
    // A billing-only user opening another page (a bookmark, a reload) goes to Billing before the
    // page's early requests start: the server would refuse each of them (billing-account §6).
    const landing = await billingOnlyRedirect(c);
    if (landing) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(landing, 302);
    }
    const nonce = c.var.cspNonce;
    c.header('Content-Security-Policy', pageCsp(c.var.env, nonce));
    c.header('Cache-Control', 'no-store');
    if (!existsSync(indexPath)) return c.html(renderNotBuiltPage(nonce));
    // The requested screen's chunks download beside the entry (route-preloads.json, issue 11).
    const screenPath = c.req.path === '/index.html' ? '/' : c.req.path;
    return c.html(withRoutePreloads(renderSpaIndex(await readFile(indexPath, 'utf8'), nonce), routeChunksFor(root, screenPath)));
  };

  app.on(['GET', 'HEAD'], ['/', '/index.html'], sendIndex);

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
    return sendIndex(c);
  });

  return app;
}
