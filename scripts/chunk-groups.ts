/**
 * The name of the shared file a module goes to when three or more lazy parts use it
 * (vite.config.ts, issue 11): `screens` when several screens render it first, that is when their
 * routes' split components reach it through static imports alone; `later` when every screen loads
 * it on demand, reached only through a dynamic import (a dialog or a form opened later). With one
 * file for both, every screen downloaded what only opens later (react-hook-form, the dialogs'
 * own code) beside the entry, on the same slow line, before its first paint.
 *
 * The module graph is the one before tree-shaking, so a package's index that re-exports
 * everything links every importer to every export: through `@chakra-ui/react`'s index and zag's
 * and ark's, every screen seems to reach every zag machine. Chakra's overlays therefore stay in
 * `screens` as long as any screen's first render uses one for real (docs/performance.md,
 * 3 December); this function does not try to see through the indexes.
 */

/** What the grouping needs of rolldown's chunking context. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A route's split module (TanStack's `?tsr-split=component…`): what a screen renders first. */
const routeComponent = /[\\/]src[\\/]routes[\\/][^?]*\?tsr-split=[\w-]*component/;

export const firstRenderGroup = 'screens';
export const laterGroup = 'later';

/**
 * A `name` function for a rolldown code-splitting group; one per build (it caches per module).
 * A module that fewer than `minScreens` screens render first is left to the other groups (the
 * pair files, or its screen's own chunk): in the one `screens` file it would be on every
 * screen's first load for the sake of one or two.
 */
export function sharedGroupName({ minScreens = 1 }: { minScreens?: number } = {}): (id: string, graph: ModuleGraph) => string | null {
  const screensOf = new Map<string, number>();
  /** How many routes' components reach the module through static imports alone. */
  const countScreens = (id: string, graph: ModuleGraph): number => {
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      if (routeComponent.test(current)) {
        routes.add(current);
        continue;
      }
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return routes.size;
  };
  return (id, graph) => {
    let screens = screensOf.get(id);
    if (screens === undefined) {
      screens = countScreens(id, graph);
      screensOf.set(id, screens);
    }
    if (screens === 0) return laterGroup;
    return screens >= minScreens ? firstRenderGroup : null;
  };
}
