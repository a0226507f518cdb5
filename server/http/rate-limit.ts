/**
 * A fixed-window failure counter kept in memory (one process): login, support login, and later
 * two-factor, reset and link-verification codes. `hit` records a failure; `blocked` tells
 * whether the key is over the limit; `clear` forgets a key after a success.
 */
export interface RateLimiter {
  blocked(key: string, now?: number): boolean;
  hit(key: string, now?: number): void;
  clear(key: string): void;
  reset(): void;
  retryAfterSeconds(key: string, now?: number): number;
  /** Failures the key may still have in its window before it is blocked. */
  remaining(key: string, now?: number): number;
}

export function createRateLimiter(options: { max: number; windowMs: number }): RateLimiter {
  const entries = new Map<string, { count: number; windowStart: number }>();
  const current = (key: string, now: number) => {
    const entry = entries.get(key);
    if (!entry || now - entry.windowStart >= options.windowMs) {
      entries.delete(key);
      return null;
    }
    return entry;
  };
  return {
    blocked(key, now = Date.now()) {
      return (current(key, now)?.count ?? 0) >= options.max;
    },
    hit(key, now = Date.now()) {
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, windowStart: now });
      if (entries.size > 10_000) {
        for (const [k, e] of entries) if (now - e.windowStart >= options.windowMs) entries.delete(k);
      }
    },
    clear(key) {
      entries.delete(key);
    },
    reset() {
      entries.clear();
    },
    remaining(key, now = Date.now()) {
      return Math.max(0, options.max - (current(key, now)?.count ?? 0));
    },
    retryAfterSeconds(key, now = Date.now()) {
      const entry = current(key, now);
      return entry ? Math.max(1, Math.ceil((entry.windowStart + options.windowMs - now) / 1000)) : 0;
    },
  };
}
