import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOpenedOnce } from './use-opened-once';
import { whenIdle } from './when-idle';

/**
 * A dialog whose code loads on demand: the component a screen renders is this small stand-in,
 * which mounts the dialog (its `load`ed module) on its first opening and keeps it mounted after,
 * so that it animates out (useOpenedOnce). A screen's first load then carries none of the
 * dialog's own code (its form, react-hook-form): vite.config.ts's groups keep what only dynamic
 * imports reach in a file of its own (scripts/chunk-groups.ts, issue 11; Chakra's Dialog and
 * zag's machines stay shared while any screen renders one first). The module is fetched once the
 * page is idle, so the first opening does not wait for it.
 *
 * `load` must be a module-level function (the dialog's `import()`), `isOpen` reads the props.
 */
export function lazyOnFirstOpen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(load);
  return function OnFirstOpen(props: P) {
    usePrefetchWhenIdle(load);
    return useOpenedOnce(isOpen(props)) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}

/**
 * A part a screen renders only while it is shown (a dialog mounted while open, `{open ? <X/> : null}`):
 * its code loads as lazyOnFirstOpen's does. Nothing of it is rendered before its first showing,
 * so the fetch starts when the page is first idle after the module declaring it has loaded (the
 * screen's chunk, or the shared file that holds it: then every screen that loads that file
 * fetches it), and the first opening rarely waits for it.
 */
export function lazyWhileShown<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  whenIdle(() => void load().catch(() => undefined));
  return lazyOnFirstOpen(load, () => true);
}

/**
 * Fetches a lazy part's module once the page is idle, so that its first use does not wait for it
 * (a dialog rendered only while open, behind `lazy()`). `load` must be a module-level function.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  // Only a head start: a failure surfaces where it matters, in the lazy component itself.
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}
