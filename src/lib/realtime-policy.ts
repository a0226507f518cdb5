/**
 * Timing rules of the realtime connection (spec core §4, §9): ping every 45 s, reconnect 5 s after
 * a close, refresh messages at most once per 60 s. The 5 s is a bound, not a target: the attempt
 * starts early enough that the reconnection itself (connect, auth, ready) is done by then, and the
 * jitter (so many tabs do not reconnect in step) only ever makes it earlier. After repeated failed
 * attempts the delay backs off exponentially, capped at 60 s.
 */
export const realtimeTiming = {
  pingMs: 45_000,
  reconnectMs: 5_000,
  /**
   * Left for the reconnection itself within each delay: a handshake takes 10–100 ms on an idle
   * server and up to ~0.7 s on a loaded 2-core one (measured by the soak, e2e/realtime-soak.spec.ts).
   */
  handshakeMs: 750,
  maxReconnectMs: 60_000,
  messageThrottleMs: 60_000,
  /** Up to 15 % earlier than the computed delay, never later. */
  jitter: 0.15,
} as const;

/**
 * Delay before reconnect attempt number `attempt` (1 = the first reconnect after a close).
 * Attempt 1 starts 3.6–4.25 s after the close (done by 5 s); each further consecutive failure
 * doubles the bound up to the cap. `random` in [0, 1): 0 gives the latest start.
 */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const { reconnectMs, maxReconnectMs, handshakeMs, jitter } = realtimeTiming;
  const exponent = Math.max(0, Math.min(attempt - 1, 16));
  const bound = Math.min(maxReconnectMs, reconnectMs * 2 ** exponent) - handshakeMs;
  const factor = 1 - jitter * Math.min(Math.max(random, 0), 1);
  return Math.round(bound * factor);
}

export interface Throttle {
  /** Runs `fn` now if the window is open; otherwise remembers it for the end of the window. */
  call: () => void;
  cancel: () => void;
}

export interface ThrottleClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const systemClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Leading-edge throttle: the first call runs at once; calls within `intervalMs` after a run are
 * folded into one trailing run at the end of the window (when `trailing`), so an update that
 * arrives inside the window is not lost, yet `fn` never runs more than once per interval.
 */
export function createThrottle(
  fn: () => void,
  intervalMs: number,
  options: { trailing?: boolean; clock?: ThrottleClock } = {},
): Throttle {
  const clock = options.clock ?? systemClock;
  const trailing = options.trailing ?? true;
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const run = () => {
    timer = null;
    lastRun = clock.now();
    fn();
  };

  return {
    call: () => {
      const elapsed = clock.now() - lastRun;
      if (elapsed >= intervalMs) {
        if (timer !== null) clock.clearTimeout(timer);
        run();
        return;
      }
      if (trailing && timer === null) timer = clock.setTimeout(run, intervalMs - elapsed);
    },
    cancel: () => {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
