/**
 * Adds the requested screen's chunks to index.html as `<link rel="modulepreload">` (issue 11).
 * The build writes `route-preloads.json` (scripts/route-preloads.ts): route path → the chunks the
 * route's screen needs beyond the entry. Without these links the browser learns of a screen's
 * chunks only after the entry has downloaded and run and the router has matched the path; with
 * them the chunks download beside the entry. A build without the file gets index.html unchanged.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Preloads = Record<string, string[]>;

const cache = new Map<string, { mtimeMs: number; preloads: Preloads }>();

/** The build's route → chunks map, read once per build (a new build is picked up by its mtime). */
function preloadsOf(staticRoot: string): Preloads {
  const file = join(staticRoot, 'route-preloads.json');
  if (!existsSync(file)) return {};
  const { mtimeMs } = statSync(file);
  const cached = cache.get(staticRoot);
  if (cached?.mtimeMs === mtimeMs) return cached.preloads;
  let preloads: Preloads = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object') preloads = parsed as Preloads;
  } catch {
    // A broken file costs the optimisation, never the page.
  }
  cache.set(staticRoot, { mtimeMs, preloads });
  return preloads;
}

/** Whether a route pattern ('/activity/$messageId', '/$' for anything else) matches a path. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.at(-1) === '$') return got.length >= want.length - 1 && want.slice(0, -1).every((s, i) => s.startsWith('$') || s === got[i]);
  return want.length === got.length && want.every((s, i) => s.startsWith('$') || s === got[i]);
}

/** The chunks of the route that serves `path`: an exact route first, then one with parameters, then the splat. */
export function routeChunksFor(staticRoot: string, path: string): string[] {
  const preloads = preloadsOf(staticRoot);
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const patterns = Object.keys(preloads);
  const exact = patterns.find((p) => p === normalised);
  const withParams = patterns.filter((p) => p.includes('/$') && !p.endsWith('/$')).find((p) => matches(p, normalised));
  const splat = patterns.filter((p) => p.endsWith('/$')).find((p) => matches(p, normalised));
  const chosen = exact ?? withParams ?? splat;
  return chosen ? (preloads[chosen] ?? []) : [];
}

/** index.html with a modulepreload link per chunk, placed before `</head>`. */
export function withRoutePreloads(html: string, chunks: readonly string[]): string {
  if (!chunks.length || !html.includes('</head>')) return html;
  const links = chunks
    // Rolldown names a chunk that several screens share after them, joined by `~`
    // (`pair~status~contacts-….js`); nothing that could leave the attribute passes.
    .filter((file) => /^assets\/[\w.~-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
