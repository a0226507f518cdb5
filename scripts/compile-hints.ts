/**
 * Marks the files of the dashboard's first load with V8's explicit compile hint (issue 11).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. On the first
 * load almost every function of the entry and of the dashboard's chunk is called at once, so that
 * lazy compilation was ~150–200 ms of the main thread's ~1.3 s, unthrottled (`V8.CompileCode`,
 * `V8.ParseFunction` and `V8.CompileIgnition` in a Chromium trace: docs/performance.md). The magic
 * comment `//# allFunctionsCalledOnLoad` at the top of a file tells V8 (Chrome 136 and later) to
 * compile all its functions eagerly; for a module script, which Chrome streams, that happens on a
 * background thread while the file downloads. Other browsers read it as a comment.
 *
 * Only the first load of the landing route carries it: the entry with what it imports statically,
 * and the chunks the index route preloads. Screens loaded later keep lazy compilation, since
 * eager compilation of code that never runs costs time and memory.
 */
import { resolve } from 'node:path';
import { initialChunks, routePreloadsOf } from './route-preloads.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  code: string;
  map?: { mappings: string } | null;
}
interface OutputAsset {
  type: 'asset';
  source?: string | Uint8Array;
}
type BundleItem = OutputChunk | OutputAsset;

/**
 * Puts the hint on the chunk's first line; the source map moves down one line with it, in the
 * chunk and in the `.map` file the bundle already holds (the build emits it before this runs).
 */
export function withCompileHint(chunk: Pick<OutputChunk, 'code' | 'map'>, mapFile?: OutputAsset): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  if (typeof mapFile?.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
  }
}

/** The entries and their static imports, then what the index route preloads: the dashboard's first load. */
export function firstLoadChunks(bundle: Record<string, BundleItem>, routesDir: string): string[] {
  return [...new Set([...initialChunks(bundle), ...(routePreloadsOf(bundle, routesDir)['/'] ?? [])])];
}

/**
 * Vite plugin: the hint on the landing route's first-load chunks. Its `generateBundle` runs last
 * (`order: 'post'`): Vite's preload rewrite prepends `__vite__mapDeps` to the entry in its own
 * `generateBundle`, and the hint must stay the file's first line.
 */
export function compileHintsPlugin() {
  let routesDir = 'src/routes';
  return {
    name: 'portal-compile-hints',
    apply: 'build' as const,
    configResolved(config: { root: string }) {
      routesDir = resolve(config.root, 'src/routes');
    },
    generateBundle: {
      order: 'post' as const,
      handler(_options: unknown, bundle: Record<string, BundleItem>) {
        for (const file of firstLoadChunks(bundle, routesDir)) {
          const chunk = bundle[file];
          const mapFile = bundle[`${file}.map`];
          if (chunk?.type === 'chunk') withCompileHint(chunk, mapFile?.type === 'asset' ? mapFile : undefined);
        }
      },
    },
  };
}
