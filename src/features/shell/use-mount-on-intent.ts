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
 * click only mounts it. `mount` is the trigger's click: the widget then mounts open.
 *
 * `load` must be stable (a module-level function): it is the chunk's `import()`.
 */
export function useMountOnIntent(load: () => Promise<unknown>): { mounted: boolean; mount: () => void; prefetch: () => void } {
  const [mounted, setMounted] = useState(false);
  const prefetch = useCallback(() => {
    // Only a head start: a failure surfaces where it matters, in the widget's own lazy import.
    load().catch(() => undefined);
  }, [load]);
  useEffect(() => (mounted ? undefined : whenIdle(prefetch)), [mounted, prefetch]);
  const mount = useCallback(() => setMounted(true), []);
  return { mounted, mount, prefetch };
}
