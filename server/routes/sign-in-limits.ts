/**
 * Rate limits of the public sign-in calls (DESIGN.md §7: per name and per address): code sends
 * and wrong codes per email and per client address, failed migrations per login and address;
 * two-factor sends and wrong codes, change-key links and wrong current passwords per user (and
 * per address for two-factor); transfer-link verification codes per user and per destination
 * (each one is a mail or a text to an address the user names: without a limit, a way to spam it).
 * Built once per app (server/app.ts) so the test surface's reset can clear them.
 */
import { PortalHttpError } from '../http/errors';
import { createRateLimiter, type RateLimiter } from '../http/rate-limit';

const window = 15 * 60_000;

export interface SignInLimits {
  sendPerEmail: RateLimiter;
  sendPerAddress: RateLimiter;
  wrongCodePerEmail: RateLimiter;
  wrongCodePerAddress: RateLimiter;
  migratePerLogin: RateLimiter;
  twoFactorSendPerUser: RateLimiter;
  twoFactorSendPerAddress: RateLimiter;
  twoFactorWrongPerUser: RateLimiter;
  twoFactorWrongPerAddress: RateLimiter;
  changeKeyPerUser: RateLimiter;
  wrongPasswordPerUser: RateLimiter;
  linkCodeSendPerUser: RateLimiter;
  linkCodeSendPerDestination: RateLimiter;
  all(): RateLimiter[];
}

export const signInLimitTexts = {
  tooManySends: 'Too many code requests. Please wait 15 minutes and try again.',
  tooManyAttempts: 'Too many failed attempts. Please wait 15 minutes and try again.',
} as const;

export type SignInLimitName = Exclude<keyof SignInLimits, 'all'>;

export function createSignInLimits(max: Partial<Record<SignInLimitName, number>> = {}): SignInLimits {
  const limits = {
    sendPerEmail: createRateLimiter({ max: max.sendPerEmail ?? 5, windowMs: window }),
    sendPerAddress: createRateLimiter({ max: max.sendPerAddress ?? 50, windowMs: window }),
    wrongCodePerEmail: createRateLimiter({ max: max.wrongCodePerEmail ?? 10, windowMs: window }),
    wrongCodePerAddress: createRateLimiter({ max: max.wrongCodePerAddress ?? 50, windowMs: window }),
    migratePerLogin: createRateLimiter({ max: max.migratePerLogin ?? 5, windowMs: window }),
    twoFactorSendPerUser: createRateLimiter({ max: max.twoFactorSendPerUser ?? 5, windowMs: window }),
    twoFactorSendPerAddress: createRateLimiter({ max: max.twoFactorSendPerAddress ?? 50, windowMs: window }),
    twoFactorWrongPerUser: createRateLimiter({ max: max.twoFactorWrongPerUser ?? 10, windowMs: window }),
    twoFactorWrongPerAddress: createRateLimiter({ max: max.twoFactorWrongPerAddress ?? 50, windowMs: window }),
    changeKeyPerUser: createRateLimiter({ max: max.changeKeyPerUser ?? 5, windowMs: window }),
    wrongPasswordPerUser: createRateLimiter({ max: max.wrongPasswordPerUser ?? 10, windowMs: window }),
    linkCodeSendPerUser: createRateLimiter({ max: max.linkCodeSendPerUser ?? 10, windowMs: window }),
    linkCodeSendPerDestination: createRateLimiter({ max: max.linkCodeSendPerDestination ?? 3, windowMs: window }),
  };
  return { ...limits, all: () => Object.values(limits) };
}

/** 429 with Retry-After when any of the limiters is over its limit for its key. */
export function refuseWhenBlocked(limiters: [RateLimiter, string][], message: string): void {
  for (const [limiter, key] of limiters) {
    if (limiter.blocked(key)) throw new PortalHttpError(429, message, { 'Retry-After': String(limiter.retryAfterSeconds(key)) });
  }
}
