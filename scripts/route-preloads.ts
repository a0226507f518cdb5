/**
 * Writes `route-preloads.json` into the build (issue 11): for each file route, the chunks its
 * screen needs beyond the entry — the chunk that holds the route's split component module (its
 * own, or a group's such as the dashboard's: vite.config.ts) and everything it imports
 * statically, minus what the entry already loads. The server adds them to index.html as
 * `<link rel="modulepreload">` for the requested path (server/services/spa/route-preloads.ts), so
 * a screen's code downloads beside the entry instead of after the entry has run and the router
 * has matched the path: one round trip less on every first load, for every screen, new ones
 * included, without anyone listing chunks by hand.
 */
import { resolve } from 'node:path';

/** The route path a file under src/routes/ serves (TanStack's file-route naming, as this app uses it). */
export function routePathOf(routeFile: string): string | null {
  const name = routeFile.replace(/\.tsx?$/, '');
  if (name === '__root') return null;
  // A `-` prefix keeps a file among the routes without making it one (TanStack's routeFileIgnorePrefix).
  if (name.split('/').some((s) => s.startsWith('-'))) return null;
  const segments = name.split('/').filter((s) => s !== 'index');
  return `/${segments.join('/')}`;
}

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  /** Every module in the chunk: a route's split module may share a chunk (vite.config.ts's groups). */
  moduleIds: string[];
}
type BundleItem = ChunkInfo | { type: 'asset' };

/** The chunk and its static imports, depth first. */
function closure(start: string, chunks: Map<string, ChunkInfo>, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of chunks.get(start)?.imports ?? []) closure(next, chunks, into);
  return into;
}

function chunksOf(bundle: Record<string, BundleItem>): Map<string, ChunkInfo> {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

function entryClosure(chunks: Map<string, ChunkInfo>): Set<string> {
  const initial = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk.fileName, chunks, initial);
  return initial;
}

/** The entries and everything they import statically: what every first load runs. */
export function initialChunks(bundle: Record<string, BundleItem>): Set<string> {
  return entryClosure(chunksOf(bundle));
}

/** Route path → chunk files (relative to the build root, no leading slash), from a finished bundle. */
export function routePreloadsOf(bundle: Record<string, BundleItem>, routesDir: string): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const initial = entryClosure(chunks);
  const prefix = `${routesDir.replace(/\\/g, '/')}/`;
  const preloads: Record<string, string[]> = {};
  const routes = new Set<string>();
  for (const chunk of chunks.values()) {
    for (const moduleId of chunk.moduleIds) {
      const id = moduleId.replace(/\\/g, '/');
      if (!id.startsWith(prefix)) continue;
      // The screen's split module: `?tsr-split=component`, or `component---loader` when they travel together.
      const split = /^(.*)\?tsr-split=([\w-]+)$/.exec(id);
      const path = routePathOf((split?.[1] ?? id).slice(prefix.length));
      if (path === null) continue;
      routes.add(path);
      if (!split?.[2]?.split('---').includes('component')) continue;
      preloads[path] = [...closure(chunk.fileName, chunks)].filter((file) => !initial.has(file));
    }
  }
  // A route without a component (a layout's child that only reads a parameter, as
  // /activity/$messageId) shows its layout's screen, so it preloads the layout's chunks.
  for (const path of routes) {
    if (path in preloads) continue;
    const layout = layoutOf(path, preloads);
    if (layout) preloads[path] = preloads[layout] ?? [];
  }
  return preloads;
}

/** The nearest enclosing route path that has a screen ('/activity' for '/activity/$messageId'); never the dashboard. */
function layoutOf(path: string, preloads: Record<string, string[]>): string | null {
  const segments = path.split('/').filter(Boolean);
  for (let n = segments.length - 1; n >= 1; n--) {
    const candidate = `/${segments.slice(0, n).join('/')}`;
    if (candidate in preloads) return candidate;
  }
  return null;
}

/** Vite plugin: emits route-preloads.json beside index.html. */
export function routePreloadsPlugin() {
  let routesDir = 'src/routes';
  return {
    name: 'portal-route-preloads',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      routesDir = resolve(config.root, 'src/routes');
    },
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }, _options: unknown, bundle: Record<string, BundleItem>) {
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(routePreloadsOf(bundle, routesDir), null, 1)}\n` });
    },
  };
}
