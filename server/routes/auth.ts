/** Auth and user (core §7): GET /api/me, POST /api/session, POST /api/me/logout. */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { userSchema } from '../../src/contract/user';
import { getUserPayload, UserNotFoundError } from '../db/repositories/users';
import { createSession, findIdentityKey, revokeSession } from '../db/repositories/sessions';
import { sendCachedJson } from '../http/cached-json';
import { errorResponse, messages, PortalHttpError } from '../http/errors';
import { registerEndpoint } from '../http/endpoint';
import { userPayloadCacheFor } from '../http/user-payload-cache';
import { refuseInAgentSession, requireSession } from '../http/session';
import { sessionGate, type SessionGate } from '../http/session-gate';
import type { AppEnv } from '../http/types';
import { gatedUser } from './gated-user';

export const identityExpiredMessage = 'Your saved login has expired. Please log in again.';

export function authRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.me, async (c, _input, { session }) => {
    const key = { userId: session.userId, agentSession: Boolean(session.supportAgentId), twoFactorSatisfied: session.twoFactorSatisfied };
    try {
      // Cached for a moment and dropped whenever the user is notified: see user-payload-cache.ts.
      const payload = await userPayloadCacheFor(c.get('hub')).get(key, async () =>
        userSchema.parse(await getUserPayload(c.get('database').db, key.userId, { agentSession: key.agentSession, twoFactorSatisfied: key.twoFactorSatisfied })),
      );
      if (sessionGate(session)) return gatedUser(payload.value);
      return sendCachedJson(c, payload);
    } catch (err) {
      // The user was deleted under a live session.
      if (err instanceof UserNotFoundError) throw new PortalHttpError(401, messages.sessionExpired);
      throw err;
    }
  });

  registerEndpoint(
    api,
    endpoints.session,
    async (c, input, { session }) => {
      if (session?.supportAgentId) throw new PortalHttpError(403, messages.agentSession);
      const { db } = c.var.database;
      const identity = await findIdentityKey(db, input.identityKey);
      if (!identity) throw new PortalHttpError(401, identityExpiredMessage);
      const created = await createSession(db, { ...identity, ttlMs: c.var.env.SESSION_TTL_HOURS * 3_600_000 });
      return { sessionKey: created.sessionKey };
    },
    { public: true },
  );

  registerEndpoint(api, endpoints.logout, async (c, _input, { session }) => {
    await revokeSession(c.var.database.db, session.sessionId);
    return { ok: true as const };
  });

  return api;
}

/**
 * Placeholders for guarded paths whose features come in later slices. They are mounted after
 * every area router, so a real handler registered by its area wins; until then the agent guard
 * still answers 403 in agent sessions and everyone else gets 501.
 */
export function guardedPlaceholderRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // The PIN and password calls have landed (routes/profile.ts, routes/sign-in-gate.ts).
  const placeholders: [string, readonly SessionGate[]][] = [];
  for (const [path, duringGate] of placeholders) {
    api.post(path, (c) => {
      requireSession(c, { duringGate });
      refuseInAgentSession(c);
      return errorResponse(c, 501, messages.notImplemented);
    });
  }
  return api;
}
