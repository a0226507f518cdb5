import { whenRequestsQuiet } from '@/lib/requests-in-flight';

/** How long an idle prefetch may wait for an idle period before it runs anyway. */
const PREFETCH_TIMEOUT_MS = 3000;
/** How long it waits for the portal's calls to finish before it looks for an idle period anyway. */
const QUIET_TIMEOUT_MS = 5000;

/**
 * Runs `fn` once the portal's API calls have finished and the page is idle (a timer where
 * requestIdleCallback is missing); returns the cancel. The calls first: while a screen waits for
 * its data the page is idle, and a prefetch then shares the phone's line with that data.
 */
export function whenIdle(fn: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const cancelQuiet = whenRequestsQuiet(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fn, { timeout: PREFETCH_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
      return;
    }
    const id = window.setTimeout(fn, PREFETCH_TIMEOUT_MS / 2);
    cancelIdle = () => window.clearTimeout(id);
  }, QUIET_TIMEOUT_MS);
  return () => {
    cancelQuiet();
    cancelIdle();
  };
}
