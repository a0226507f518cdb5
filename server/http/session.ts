/**
 * Session resolution: `Authorization: Bearer <sessionKey>` → `c.var.session`. The resolver runs
 * on every API request and never fails; `requireSession` (used by every registered endpoint
 * unless it is public) turns a missing or dead key into a 401 with X-PORTAL-ERROR.
 *
 * A key verified a moment ago is answered from the process's verified-session cache (what that
 * costs a revocation: session-cache.ts); the others are looked up, same-key lookups shared
 * (session-lookup.ts). Handlers read variables with `c.get`: `c.var` copies every variable.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { findActiveSession, hashKey } from '../db/repositories/session';
import type { SessionGate } from '../../src/contract/endpoint';
import { messages, PortalHttpError } from './errors';
import { gateMessages, sessionGate } from './session-gate';
import { verifiedSessionCacheFor } from './session-cache';
import { createSessionLookup } from './session-lookup';
import type { AppEnv, RequestSession } from './types';

export function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export function resolveSession(): MiddlewareHandler<AppEnv> {
  // Same-key requests in flight together share one lookup (see session-lookup.ts).
  const lookup = createSessionLookup();
  return async (c, next) => {
    const key = bearerKey(c.req.header('Authorization'));
    if (!key) {
      c.set('sessionProblem', 'missing');
      return next();
    }
    const cache = verifiedSessionCacheFor(c.get('hub'));
    const keyHash = hashKey(key);
    const cached = cache.get(keyHash);
    if (cached) {
      c.set('session', cached);
    } else {
      const { db } = c.get('database');
      const row = await lookup.find(key, (k) => cache.remember(keyHash, () => findActiveSession(db, k)));
      if (row) {
        c.set('session', {
          sessionId: row.sessionId,
          userId: row.userId,
          supportAgentId: row.supportAgentId,
          twoFactorSatisfied: row.twoFactorSatisfied,
          expiresAt: row.expiresAt,
          userTwoFactor: row.userTwoFactor,
          userTemporaryPassword: row.userTemporaryPassword,
          userBillingOnly: row.userBillingOnly,
        });
      } else {
        c.set('sessionProblem', 'invalid');
      }
    }
    await next();
  };
}

/**
 * The request's session, or a 401 thrown as a PortalHttpError. A session held at a gate (two-factor
 * pending, temporary password unchanged: session-gate.ts) gets a 403 unless the caller lists that
 * gate in `duringGate` (the gate screens' own calls, from the contract's `duringGate`).
 */
export function requireSession(c: Context<AppEnv>, options: { duringGate?: readonly SessionGate[] } = {}): RequestSession {
  const session = c.get('session');
  if (!session) {
    throw new PortalHttpError(401, c.get('sessionProblem') === 'invalid' ? messages.sessionExpired : messages.notLoggedIn);
  }
  const gate = sessionGate(session);
  if (gate && !options.duringGate?.includes(gate)) throw new PortalHttpError(403, gateMessages[gate]);
  return session;
}

export function isAgentSession(session: RequestSession | undefined): boolean {
  return Boolean(session?.supportAgentId);
}

/** Throws 403 when the request runs in an agent (support) session. */
export function refuseInAgentSession(c: Context<AppEnv>): void {
  if (isAgentSession(c.get('session'))) throw new PortalHttpError(403, messages.agentSession);
}

/**
 * Paths (relative to /portalApi) that an agent session may never call: PIN, password and
 * identity changes (billing-account §6). Enforced by `agentGuard` before any handler.
 */
export const agentForbidden: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/me\/accessPin\/?$/ },
  { method: 'POST', path: /^\/api\/me\/password\/?$/ },
  { method: 'POST', path: /^\/api\/me\/changePassword\/?$/ },
  { method: 'POST', path: /^\/api\/session\/?$/ },
  { method: 'POST', path: /^\/api\/me\/twoFactor(\/.*)?$/ },
];

export function agentGuard(prefix: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isAgentSession(c.get('session'))) {
      const path = c.req.path.slice(prefix.length);
      if (agentForbidden.some((rule) => rule.method === c.req.method && rule.path.test(path))) {
        throw new PortalHttpError(403, messages.agentSession);
      }
    }
    await next();
  };
}
