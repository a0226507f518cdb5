/**
 * The gate screens' calls (billing-account §4, §7): two-factor codes by text or email and their
 * check, and the temporary-password change (a key emailed as a link, then the new password).
 * Each is open while the session waits at its gate (contract `duringGate`); agent sessions are
 * refused before they get here (server/http/session.ts agentForbidden) and again below.
 */
import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import { passwordRulesHold } from '../../src/domain/sign-in/password-rules';
import { recordAudit } from '../db/repositories/audit';
import { consumePasswordChangeKey, createPasswordChangeKey, passwordChangeKeyTtlMs } from '../db/repositories/password-change-keys';
import { findOwnSecurity } from '../db/repositories/profile';
import { revokeOtherCredentials } from '../db/repositories/session';
import { consumeTwoFactorCode, satisfySessionTwoFactor, storeTwoFactorCode, twoFactorCodeTtlMs } from '../db/repositories/two-factor-codes';
import { setUserPassword } from '../db/repositories/user-passwords';
import { PortalHttpError, messages } from '../http/errors';
import { registerEndpoint } from '../http/endpoint';
import { verifiedSessionCacheFor } from '../http/session-cache';
import type { AppEnv, RequestSession } from '../http/types';
import { clientIp, portalRoot } from '../http/urls';
import { hashPassword } from '../lib/passwords';
import { maskRecipient, notifierOf } from '../services/outbox/notifier';
import { refuseWhenBlocked, signInLimitTexts, type SignInLimits } from './sign-in-limits';

export const signInGateTexts = {
  noMobile: 'There is no mobile number on your profile. Choose email instead.',
  wrongCode: 'The code is not correct. Check it or send a new code.',
  expiredCode: 'The code has expired. Send a new code.',
  noCode: 'There is no active code. Send a new code.',
  twoFactorSubject: 'Your verification code',
  changeKeySubject: 'Change your password',
  changeKeyInvalid: 'The password change link has expired or was already used. Request a new link.',
  passwordRules: 'The new password does not meet the password rules.',
  notRequired: 'Two-factor verification is not required for this session.',
} as const;

const minutes = (ms: number) => Math.round(ms / 60_000);

function refuseAgent(session: RequestSession): void {
  if (session.supportAgentId) throw new PortalHttpError(403, messages.agentSession);
}

/** The link of the change-key email: the portal root with the key in the fragment (never sent to a server). */
export function changeKeyLink(root: string, key: string, expiresAt: Date): string {
  return `${root}#passwordChangeKey=${encodeURIComponent(key)}&expires=${expiresAt.getTime()}`;
}

export function signInGateRoutes(limits: SignInLimits): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  const sendTwoFactor = async (c: Context<AppEnv>, session: RequestSession, channel: 'sms' | 'email') => {
    refuseAgent(session);
    const user = String(session.userId);
    const address = clientIp(c);
    refuseWhenBlocked([[limits.twoFactorSendPerUser, user], [limits.twoFactorSendPerAddress, address]], signInLimitTexts.tooManySends);
    const { db } = c.var.database;
    const own = await findOwnSecurity(db, session.userId);
    if (!own) throw new PortalHttpError(401, messages.sessionExpired);
    if (channel === 'sms' && !own.mobile) throw new PortalHttpError(400, signInGateTexts.noMobile);
    limits.twoFactorSendPerUser.hit(user);
    limits.twoFactorSendPerAddress.hit(address);
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    await storeTwoFactorCode(db, session.userId, code, channel);
    const text = `Your verification code is ${code}. It expires in ${minutes(twoFactorCodeTtlMs)} minutes. If you did not try to log in, change your password.`;
    const to = channel === 'sms' ? own.mobile! : own.email;
    await notifierOf(c).send(
      channel === 'sms'
        ? { channel, to, text, purpose: 'two-factor-code', userId: own.userId }
        : { channel, to, subject: signInGateTexts.twoFactorSubject, text, purpose: 'two-factor-code', userId: own.userId },
    );
    await recordAudit(db, { action: 'two_factor_code_sent', userId: own.userId, detail: { channel } });
    return { ok: true as const, sentTo: maskRecipient(to), expiresInMinutes: minutes(twoFactorCodeTtlMs) };
  };

  registerEndpoint(api, endpoints.twoFactorSendSms, (c, _input, { session }) => sendTwoFactor(c, session, 'sms'));
  registerEndpoint(api, endpoints.twoFactorSendEmail, (c, _input, { session }) => sendTwoFactor(c, session, 'email'));

  registerEndpoint(api, endpoints.twoFactorVerify, async (c, input, { session }) => {
    refuseAgent(session);
    if (!session.userTwoFactor || session.twoFactorSatisfied) return { ok: true as const };
    const user = String(session.userId);
    const address = clientIp(c);
    refuseWhenBlocked([[limits.twoFactorWrongPerUser, user], [limits.twoFactorWrongPerAddress, address]], signInLimitTexts.tooManyAttempts);
    const { db } = c.var.database;
    const outcome = await consumeTwoFactorCode(db, session.userId, input.twoFactorCode);
    if (outcome !== 'ok') {
      limits.twoFactorWrongPerUser.hit(user);
      limits.twoFactorWrongPerAddress.hit(address);
      await recordAudit(db, { action: 'two_factor_failed', userId: session.userId, detail: { outcome } });
      const message = outcome === 'expired' ? signInGateTexts.expiredCode : outcome === 'none' ? signInGateTexts.noCode : signInGateTexts.wrongCode;
      throw new PortalHttpError(400, message);
    }
    limits.twoFactorWrongPerUser.clear(user);
    await satisfySessionTwoFactor(db, session.sessionId);
    // Without this the session stays gated in this process's cache for up to 10 s.
    verifiedSessionCacheFor(c.var.hub).drop([session.sessionId]);
    await recordAudit(db, { action: 'two_factor_passed', userId: session.userId });
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.passwordChangeKeyRequest, async (c, _input, { session }) => {
    refuseAgent(session);
    const user = String(session.userId);
    refuseWhenBlocked([[limits.changeKeyPerUser, user]], signInLimitTexts.tooManySends);
    limits.changeKeyPerUser.hit(user);
    const { db } = c.var.database;
    const own = await findOwnSecurity(db, session.userId);
    if (!own) throw new PortalHttpError(401, messages.sessionExpired);
    const { key, expiresAt } = await createPasswordChangeKey(db, own.userId);
    const link = changeKeyLink(portalRoot(c, c.var.env), key, expiresAt);
    await notifierOf(c).send({
      channel: 'email',
      to: own.email,
      subject: signInGateTexts.changeKeySubject,
      text: `Open this link to choose a new password:\n${link}\n\nThe link works once and expires in ${minutes(passwordChangeKeyTtlMs)} minutes. Open it in the browser where you are logged in.`,
      purpose: 'change-key-link',
      userId: own.userId,
    });
    await recordAudit(db, { action: 'password_change_key_sent', userId: own.userId });
    return { ok: true as const, sentTo: maskRecipient(own.email), expiresInMinutes: minutes(passwordChangeKeyTtlMs) };
  });

  registerEndpoint(api, endpoints.setPassword, async (c, input, { session }) => {
    refuseAgent(session);
    if (!passwordRulesHold(input.password)) throw new PortalHttpError(400, signInGateTexts.passwordRules);
    const { db } = c.var.database;
    if (!(await consumePasswordChangeKey(db, session.userId, input.passwordChangeKey))) {
      await recordAudit(db, { action: 'password_change_key_refused', userId: session.userId });
      throw new PortalHttpError(400, signInGateTexts.changeKeyInvalid);
    }
    await setUserPassword(db, session.userId, await hashPassword(input.password), false);
    await revokeOtherCredentials(db, session.userId, session.sessionId);
    // The gate (temporaryPassword) is read with the session: refresh it now.
    verifiedSessionCacheFor(c.var.hub).drop([session.sessionId]);
    await c.var.hub.notifyUsers([session.userId], ['user']);
    await recordAudit(db, { action: 'password_changed', userId: session.userId, detail: { via: 'change-key' } });
    return { ok: true as const };
  });

  return api;
}
