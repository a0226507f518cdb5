/**
 * `/early-session.js`, index.html's early script (issue 11), built from
 * src/app/session/early-session.ts: a classic script (an IIFE, deferred in index.html) that starts
 * the portal's first requests while the bundle downloads. It is built from the portal's own
 * modules, so that the requests it sends are the ones the portal would send (the chat list's
 * window, the query's encoding): a rule written once, not a copy kept in step by hand.
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export const EARLY_SESSION_FILE = 'early-session.js';

/**
 * The script's code, minified. ES2018 like every module-capable browser (object spread stays
 * itself, no helpers); a browser without modules fails to parse it, which stops nothing: it gets
 * the unsupported notice from its own script.
 */
export async function buildEarlySession(root: string): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': resolve(root, 'src') } },
    build: {
      write: false,
      target: 'es2018',
      minify: true,
      lib: { entry: resolve(root, 'src/app/session/early-session.ts'), formats: ['iife'], name: 'portalEarlySession' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results.flatMap((result) => ('output' in result ? result.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('early-session: the build produced no script');
  return chunk.code;
}

/** Vite plugin: emits /early-session.js beside index.html, and serves it on the dev server. */
export function earlySessionPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-early-session',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${EARLY_SESSION_FILE}`) return next();
        buildEarlySession(root).then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: EARLY_SESSION_FILE, source: await buildEarlySession(root) });
    },
  };
}
