import { useCallback, useEffect, useState } from 'react';

/** How long an idle prefetch may wait for an idle period before it runs anyway. */
const PREFETCH_TIMEOUT_MS = 3000;

/** Runs `fn` once the page is idle (a timer where requestIdleCallback is missing); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, PREFETCH_TIMEOUT_MS / 2);
  return () => window.clearTimeout(id);
}

/**
 * A top-bar widget (a menu, a drawer) that mounts on the user's first intent instead of with the
 * page: its state machines, styles and portal cost a long task right after the first paint
 * (issue 11), and until then a look-alike trigger stands in. The widget's chunk is fetched when
 * the page is idle, or earlier when the pointer or the focus reaches the trigger, so the first
 * click only mounts it. `standInProps` go on the trigger standing in: its click mounts the widget,
 * which then mounts open; `mount` is the same, for another key that opens it.
 *
 * `load` must be stable (a module-level function): it is the chunk's `import()`.
 */
export function useMountOnIntent(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const prefetch = useCallback(() => {
    // Only a head start: a failure surfaces where it matters, in the widget's own lazy import.
    load().catch(() => undefined);
  }, [load]);
  useEffect(() => (mounted ? undefined : whenIdle(prefetch)), [mounted, prefetch]);
  const mount = useCallback(() => setMounted(true), []);
  const standInProps = {
    'aria-expanded': false,
    // Clicked, and the chunk is still on its way.
    'aria-busy': mounted || undefined,
    onClick: mount,
    onPointerEnter: prefetch,
    onFocus: prefetch,
  } as const;
  return { mounted, mount, standInProps };
}
