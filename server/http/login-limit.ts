/**
 * The sign-in limits of the login and support forms (DESIGN §7, issue 20 item 10), per name and
 * per address:
 * - per name and address (5 failures in 15 minutes): guessing one user's password from one place;
 * - per address across names (20 failures in 15 minutes): one address spraying guesses over many
 *   usernames.
 * Either limit answers 429 before the password is checked, so a blocked address learns nothing,
 * not even from a correct password. A success clears only its own name-and-address count: logging
 * in to an account of one's own never buys more guesses on others. The real user is limited only
 * where the guesses come from; from any other address the correct password still works.
 */
import { createRateLimiter, type RateLimiter } from './rate-limit';

export interface LoginLimiter {
  /** Seconds until the name may be tried from this address again, or 0 when it may now. */
  retryAfter(name: string, address: string, now?: number): number;
  failed(name: string, address: string, now?: number): void;
  /** Failures left before the name (or the address) is blocked from this address: the login warns when few are. */
  attemptsLeft(name: string, address: string, now?: number): number;
  succeeded(name: string, address: string): void;
  reset(): void;
}

export interface LoginLimitOptions {
  perNameAndAddress?: number;
  perAddress?: number;
  windowMs?: number;
}

export function createLoginLimiter(options: LoginLimitOptions = {}): LoginLimiter {
  const windowMs = options.windowMs ?? 15 * 60_000;
  const byName: RateLimiter = createRateLimiter({ max: options.perNameAndAddress ?? 5, windowMs });
  const byAddress: RateLimiter = createRateLimiter({ max: options.perAddress ?? 20, windowMs });
  const nameKey = (name: string, address: string) => `${name.toLowerCase()}|${address}`;
  return {
    retryAfter(name, address, now = Date.now()) {
      const key = nameKey(name, address);
      const waits = [byName.blocked(key, now) ? byName.retryAfterSeconds(key, now) : 0];
      if (byAddress.blocked(address, now)) waits.push(byAddress.retryAfterSeconds(address, now));
      return Math.max(...waits);
    },
    failed(name, address, now = Date.now()) {
      byName.hit(nameKey(name, address), now);
      byAddress.hit(address, now);
    },
    attemptsLeft(name, address, now = Date.now()) {
      return Math.min(byName.remaining(nameKey(name, address), now), byAddress.remaining(address, now));
    },
    succeeded(name, address) {
      byName.clear(nameKey(name, address));
    },
    reset() {
      byName.reset();
      byAddress.reset();
    },
  };
}
