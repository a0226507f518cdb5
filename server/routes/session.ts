/** Auth and user (core §7): GET /api/me, POST /api/session, POST /api/me/logout. */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { userSchema } from '../../src/contract/session';
import { getUserPayload, UserNotFoundError } from '../db/repositories/users';
import { createSession, findIdentityKey, revokeSession } from '../db/repositories/session';
import { sendCachedJson } from '../http/cached-json';
import { messages, PortalHttpError } from '../http/errors';
import { registerEndpoint } from '../http/endpoint';
import { userPayloadCacheFor } from '../http/user-payload-cache';
import { sessionGate } from '../http/session-gate';
import type { AppEnv } from '../http/types';
import { loginTexts } from '../pages/login';
import { billingOnlyUser, gatedUser } from './gated-user';

/** The 401 of a saved login (identity key) that has expired; the login page says it again (`?expired=1`). */
export const identityExpiredMessage = loginTexts.savedLoginExpired;

export function sessionRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.me, async (c, _input, { session }) => {
    const key = { userId: session.userId, agentSession: Boolean(session.supportAgentId), twoFactorSatisfied: session.twoFactorSatisfied };
    try {
      // Cached for a moment and dropped whenever the user is notified: see user-payload-cache.ts.
      const payload = await userPayloadCacheFor(c.get('hub')).get(key, async () =>
        userSchema.parse(await getUserPayload(c.get('database').db, key.userId, { agentSession: key.agentSession, twoFactorSatisfied: key.twoFactorSatisfied })),
      );
      if (sessionGate(session)) return gatedUser(payload.value);
      // When an agent session ends is the session's own, not the user's: added past the per-user cache.
      const agentEnd = session.supportAgentId ? { agentSessionEndsAt: session.expiresAt.toISOString() } : null;
      if (session.userBillingOnly) return { ...billingOnlyUser(payload.value), ...agentEnd };
      if (agentEnd) return { ...payload.value, ...agentEnd };
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
