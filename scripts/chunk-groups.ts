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
 * zag's overlay machines (dialog, menu, popover, tooltip…), what only they use (floating-ui, the
 * focus trap, dismissable), and their ark and Chakra components. No screen renders an overlay
 * first (each mounts on its first opening or on intent), but the graph cannot tell (see above),
 * so vite.config.ts gives them a group by name, and `except` keeps them out of `screens`.
 */
const overlayMachines = 'dialog|menu|popover|tooltip|select|combobox|hover-card|popper|focus-trap|dismissable|interact-outside|aria-hidden|remove-scroll|progress';
export const overlayModules = new RegExp(
  `node_modules/(@zag-js/(${overlayMachines})/|@floating-ui/|@ark-ui/react/dist/components/(${overlayMachines})/|@chakra-ui/react/dist/esm/components/(${overlayMachines})/)`,
);

interface SharedGroupOptions {
  /** A module fewer screens render first goes to the other groups (pair files, its screen's chunk). */
  minScreens?: number;
  /** Modules this group never takes (another group's, by name). */
  except?: RegExp;
  /** The two files' names (`screens` and `later` unless told). */
  names?: { firstRender: string; later: string };
}

/**
 * A `name` function for a rolldown code-splitting group; one per build (it caches per module).
 * A module that fewer than `minScreens` screens render first is left to the other groups (the
 * pair files, or its screen's own chunk): in the one `screens` file it would be on every
 * screen's first load for the sake of one or two.
 */
export function sharedGroupName({
  minScreens = 1,
  except,
  names = { firstRender: firstRenderGroup, later: laterGroup },
}: SharedGroupOptions = {}): (id: string, graph: ModuleGraph) => string | null {
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
    if (except?.test(id)) return null;
    let screens = screensOf.get(id);
    if (screens === undefined) {
      screens = countScreens(id, graph);
      screensOf.set(id, screens);
    }
    if (screens === 0) return names.later;
    return screens >= minScreens ? names.firstRender : null;
  };
}

type NameFunction = (id: string, graph: ModuleGraph) => string | null;

/**
 * The two files of `sharedGroupName` as two `name` functions over one cache, for two groups of
 * their own priority: a group also takes the modules its modules import, so `screens` must
 * choose before the overlays' group and that before `later`, or a module both use (ark's field,
 * Chakra's Input) lands in the file a screen does not want to load first.
 */
export function sharedGroupNames(options: SharedGroupOptions = {}): { firstRender: NameFunction; later: NameFunction } {
  const groupOf = sharedGroupName(options);
  const names = options.names ?? { firstRender: firstRenderGroup, later: laterGroup };
  const only =
    (group: string): NameFunction =>
    (id, graph) =>
      groupOf(id, graph) === group ? group : null;
  return { firstRender: only(names.firstRender), later: only(names.later) };
}
