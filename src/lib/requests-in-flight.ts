/**
 * How many portal API calls are on their way (sent, or their answer still arriving and being
 * parsed). The idle prefetches of dialogs and menus wait until there are none (issue 11): on a
 * phone's line the page is "idle" while it waits for the list's first page, and the overlays'
 * code (~30 KB) then took the line from that answer, which the first rows wait for.
 */
let inFlight = 0;
const waiting = new Set<() => void>();

/** Counts `call` as in flight until it settles; returns it unchanged. */
export function trackRequest<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const settled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const run of [...waiting]) run();
  };
  call.then(settled, settled);
  return call;
}

/**
 * Runs `fn` once no call is in flight (at once when none is), or after `maxWaitMs` whatever is
 * still on its way (a call that hangs must not keep the prefetches back for good); returns the cancel.
 */
export function whenRequestsQuiet(fn: () => void, maxWaitMs: number): () => void {
  if (inFlight === 0) {
    fn();
    return () => undefined;
  }
  const run = () => {
    cancel();
    fn();
  };
  const timer = setTimeout(run, maxWaitMs);
  const cancel = () => {
    clearTimeout(timer);
    waiting.delete(run);
  };
  waiting.add(run);
  return cancel;
}

/** How many calls are in flight (for tests). */
export const requestsInFlight = (): number => inFlight;
