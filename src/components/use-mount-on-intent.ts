import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { whenIdle } from './when-idle';

/**
 * A widget (a top-bar menu or drawer, a list row's menu) that mounts on the user's first intent
 * instead of with the page: its state machines, styles and portal cost a long task on the first
 * load (issue 11), once per row in a list, and until then a look-alike trigger stands in.
 * `standInProps` go on the trigger standing in: its click mounts the widget, which then mounts
 * open; `mount` is the same, for another key that opens it.
 *
 * `load`, for a widget in a chunk of its own, must be stable (a module-level function): it is the
 * chunk's `import()`, fetched when the page is idle, or earlier when the pointer or the focus
 * reaches the trigger, so the first click only mounts it.
 */
export function useMountOnIntent(load?: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const prefetch = useCallback(() => {
    // Only a head start: a failure surfaces where it matters, in the widget's own lazy import.
    load?.().catch(() => undefined);
  }, [load]);
  useEffect(() => (mounted || !load ? undefined : whenIdle(prefetch)), [mounted, load, prefetch]);
  const mount = useCallback(() => setMounted(true), []);
  const standInProps = {
    'aria-expanded': false,
    // Clicked, and the chunk is still on its way.
    'aria-busy': mounted || undefined,
    onClick: mount,
    ...(load ? { onPointerEnter: prefetch, onFocus: prefetch } : {}),
  } as const;
  return { mounted, mount, standInProps };
}

/** A menu trigger opens on ArrowDown too (WAI-ARIA menu button), so a stand-in for one does as well. */
export function opensOnArrowDown(open: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
}
