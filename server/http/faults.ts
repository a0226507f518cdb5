/**
 * Fault injection for e2e (only mounted with PORTAL_TEST_CONTROL=1): latency, failing paths
 * with a status and an optional count, and dropping websockets.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import { errorResponse } from './errors';
import type { AppEnv } from './types';

export const faultSchema = z.object({
  latencyMs: z.coerce.number().int().min(0).max(60_000).optional(),
  failPath: z
    .string()
    .min(1)
    .optional()
    .refine((v) => {
      if (v === undefined) return true;
      try {
        new RegExp(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be a valid regular expression'),
  failStatus: z.coerce.number().int().min(400).max(599).optional(),
  failCount: z.coerce.number().int().min(1).optional(),
  failMessage: z.string().optional(),
  dropWebsockets: z.union([z.boolean(), z.enum(['true', 'false', 'Y', 'N'])]).optional(),
});
export type FaultInput = z.output<typeof faultSchema>;

export interface FaultState {
  latencyMs: number;
  failPath: RegExp | null;
  failStatus: number;
  failRemaining: number | null;
  failMessage: string;
}

export function createFaults() {
  const initial = (): FaultState => ({
    latencyMs: 0,
    failPath: null,
    failStatus: 500,
    failRemaining: null,
    failMessage: 'Injected fault',
  });
  let state = initial();
  return {
    get state(): FaultState {
      return state;
    },
    /** Replaces the faults: each POST describes the whole fault set. */
    set(input: FaultInput) {
      const base = initial();
      state = {
        latencyMs: input.latencyMs ?? base.latencyMs,
        failPath: input.failPath !== undefined ? new RegExp(input.failPath) : null,
        failStatus: input.failStatus ?? base.failStatus,
        failRemaining: input.failCount ?? null,
        failMessage: input.failMessage ?? base.failMessage,
      };
    },
    clear() {
      state = initial();
    },
    describe() {
      return {
        latencyMs: state.latencyMs,
        failPath: state.failPath?.source ?? null,
        failStatus: state.failStatus,
        failRemaining: state.failRemaining,
      };
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

export function faultInjection(faults: Faults): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const s = faults.state;
    if (s.latencyMs > 0) await new Promise((r) => setTimeout(r, s.latencyMs));
    if (s.failPath && s.failPath.test(c.req.path) && (s.failRemaining === null || s.failRemaining > 0)) {
      if (s.failRemaining !== null) s.failRemaining -= 1;
      return errorResponse(c, s.failStatus as ContentfulStatusCode, s.failMessage);
    }
    await next();
  };
}
