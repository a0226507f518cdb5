/** How long an idle prefetch may wait for an idle period before it runs anyway. */
const PREFETCH_TIMEOUT_MS = 3000;

/** Runs `fn` once the page is idle (a timer where requestIdleCallback is missing); returns the cancel. */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, PREFETCH_TIMEOUT_MS / 2);
  return () => window.clearTimeout(id);
}
