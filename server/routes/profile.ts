/**
 * The profile's settings (core §5, §7; billing-account §7): POST /api/me/accessPin and the user
 * settings dialog's POST /api/me/changePassword. Both are refused in agent sessions (403, nothing
 * stored); a password change ends the user's other sessions and saved logins.
 */
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { oneOfEachHolds } from '../../src/domain/sign-in/password-rules';
import { recordAudit } from '../db/repositories/audit';
import { findOwnSecurity, setAccessPin } from '../db/repositories/profile';
import { revokeOtherCredentials } from '../db/repositories/session';
import { setUserPassword } from '../db/repositories/user-passwords';
import { messages, PortalHttpError } from '../http/errors';
import { registerEndpoint } from '../http/endpoint';
import { refuseInAgentSession } from '../http/session';
import type { AppEnv } from '../http/types';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { signInLimitTexts, type SignInLimits } from './sign-in-limits';

export const profileTexts = {
  passwordChanged: 'Password changed successfully',
  wrongCurrent: 'The current password is not correct.',
  passwordRules: 'The new password must be 8-16 characters with an upper case letter, a lower case letter and a digit.',
  samePassword: 'The new password must differ from the current one.',
} as const;

export function profileRoutes(limits: SignInLimits): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.setAccessPin, async (c, input, { session }) => {
    refuseInAgentSession(c);
    const { db } = c.var.database;
    await setAccessPin(db, session.userId, input.accessPin);
    await recordAudit(db, { action: 'access_pin_set', userId: session.userId });
    await c.var.hub.notifyUsers([session.userId], ['user']);
    return { accessPin: input.accessPin };
  });

  registerEndpoint(api, endpoints.changePassword, async (c, input, { session }) => {
    refuseInAgentSession(c);
    const user = String(session.userId);
    const limiter = limits.wrongPasswordPerUser;
    if (limiter.blocked(user)) throw new PortalHttpError(429, signInLimitTexts.tooManyAttempts, { 'Retry-After': String(limiter.retryAfterSeconds(user)) });
    if (!oneOfEachHolds(input.password)) throw new PortalHttpError(400, profileTexts.passwordRules);
    const { db } = c.var.database;
    const own = await findOwnSecurity(db, session.userId);
    if (!own) throw new PortalHttpError(401, messages.sessionExpired);
    if (!(await verifyPassword(input.currentPassword, own.passwordHash))) {
      limiter.hit(user);
      await recordAudit(db, { action: 'password_change_refused', userId: own.userId });
      throw new PortalHttpError(400, profileTexts.wrongCurrent);
    }
    if (input.currentPassword === input.password) throw new PortalHttpError(400, profileTexts.samePassword);
    limiter.clear(user);
    await setUserPassword(db, own.userId, await hashPassword(input.password), false);
    await revokeOtherCredentials(db, own.userId, session.sessionId);
    await recordAudit(db, { action: 'password_changed', userId: own.userId, detail: { via: 'settings' } });
    return { ok: true as const, message: profileTexts.passwordChanged };
  });

  return api;
}
