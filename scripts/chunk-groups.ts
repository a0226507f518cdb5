/**
 * The name of the shared file a module goes to when three or more lazy parts use it
 * (vite.config.ts, issue 11): `screens` when some screen renders it first, that is when a route's
 * split component reaches it through static imports alone; `later` when every screen loads it on
 * demand, reached only through a dynamic import (a dialog, a menu, a form opened later). With one
 * file for both, every screen downloaded the overlays' code (zag's dialog, menu, popover and focus
 * trap, floating-ui, react-hook-form: 58 KB of the 81 KB file unused at load) beside the entry,
 * on the same slow line, before its first paint.
 */

/** What the grouping needs of rolldown's chunking context. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A route's split module (TanStack's `?tsr-split=component…`): what a screen renders first. */
const routeComponent = /[\\/]src[\\/]routes[\\/][^?]*\?tsr-split=[\w-]*component/;

export const firstRenderGroup = 'screens';
export const laterGroup = 'later';

/** A `name` function for a rolldown code-splitting group; one per build (it caches per module). */
export function sharedGroupName(): (id: string, graph: ModuleGraph) => string {
  const rendersFirst = new Map<string, boolean>();
  const reachedByRoute = (id: string, graph: ModuleGraph): boolean => {
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      if (routeComponent.test(current) || rendersFirst.get(current) === true) return true;
      // A module known not to be reached: neither are its importers, which were walked then.
      if (rendersFirst.get(current) === false) continue;
      for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return false;
  };
  return (id, graph) => {
    let first = rendersFirst.get(id);
    if (first === undefined) {
      first = reachedByRoute(id, graph);
      rendersFirst.set(id, first);
    }
    return first ? firstRenderGroup : laterGroup;
  };
}
