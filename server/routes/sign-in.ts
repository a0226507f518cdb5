/**
 * Password reset and login migration (billing-account §4, §7): public calls, no session.
 * Reset answers never say whether an account exists; codes live in reset-codes.ts.
 */
import { Hono, type Context } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import type { MigrateResponse } from '../../src/contract/sign-in';
import { passwordRulesHold } from '../../src/domain/sign-in/password-rules';
import { recordAudit } from '../db/repositories/audit';
import { consumeResetCode, findResetUser, storeResetCode } from '../db/repositories/reset-codes';
import { createIdentityKey, createSession, revokeUserSessions } from '../db/repositories/session';
import { revokeUserIdentityKeys, setUserPassword } from '../db/repositories/user-passwords';
import { findUserByLogin } from '../db/repositories/users';
import { PortalHttpError } from '../http/errors';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/types';
import { clientIp } from '../http/urls';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { generateResetCode, generateTemporaryPassword } from '../lib/temporary-password';
import { notifierOf, type OutgoingMessage } from '../services/outbox/notifier';
import { dummyPasswordHash } from './pages';
import { refuseWhenBlocked, signInLimitTexts, type SignInLimits } from './sign-in-limits';

export const signInTexts = {
  codeSent: 'If an account matches, a 6-digit code is on its way. It expires in 15 minutes.',
  passwordEmailed: 'A new password has been emailed to you.',
  wrongCode: 'The code is not correct or has expired. Check it or request a new code.',
  migrationRules: 'The new password does not meet the password rules.',
  resetSubject: 'Your password reset code',
  passwordSubject: 'Your new temporary password',
} as const;

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** Delivery runs after the answer, so its time never tells whether the account exists. */
function sendLater(c: Context<AppEnv>, message: OutgoingMessage): void {
  notifierOf(c)
    .send(message)
    .catch((error: unknown) => console.error(`[outbox] ${message.purpose} could not be recorded:`, error instanceof Error ? error.message : error));
}

export function signInRoutes(limits: SignInLimits): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(
    api,
    endpoints.forgotPasswordSendCode,
    async (c, input) => {
      const email = input.email.toLowerCase();
      const address = clientIp(c);
      refuseWhenBlocked([[limits.sendPerEmail, email], [limits.sendPerAddress, address]], signInLimitTexts.tooManySends);
      limits.sendPerEmail.hit(email);
      limits.sendPerAddress.hit(address);
      const { db } = c.var.database;
      const user = await findResetUser(db, email);
      if (user) {
        const code = generateResetCode();
        // The code goes by text when the mobile given is the account's own, otherwise by email.
        const bySms = Boolean(input.mobile && user.mobile && digits(input.mobile).slice(-10) === digits(user.mobile).slice(-10));
        await storeResetCode(db, user.userId, code, bySms ? 'sms' : 'email');
        await recordAudit(db, { action: 'password_reset_code_sent', userId: user.userId, detail: { channel: bySms ? 'sms' : 'email' } });
        const text = `Your password reset code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this message.`;
        sendLater(
          c,
          bySms
            ? { channel: 'sms', to: user.mobile!, text, purpose: 'reset-code', userId: user.userId }
            : { channel: 'email', to: user.email, subject: signInTexts.resetSubject, text, purpose: 'reset-code', userId: user.userId },
        );
      }
      return { ok: true as const, message: signInTexts.codeSent };
    },
    { public: true },
  );

  registerEndpoint(
    api,
    endpoints.forgotPasswordReset,
    async (c, input) => {
      const email = input.email.toLowerCase();
      const address = clientIp(c);
      refuseWhenBlocked([[limits.wrongCodePerEmail, email], [limits.wrongCodePerAddress, address]], signInLimitTexts.tooManyAttempts);
      const { db } = c.var.database;
      const user = await findResetUser(db, email);
      const outcome = user ? await consumeResetCode(db, user.userId, input.resetCode) : 'none';
      if (!user || outcome !== 'ok') {
        limits.wrongCodePerEmail.hit(email);
        limits.wrongCodePerAddress.hit(address);
        if (user) await recordAudit(db, { action: 'password_reset_code_wrong', userId: user.userId });
        throw new PortalHttpError(400, signInTexts.wrongCode);
      }
      const password = generateTemporaryPassword();
      await setUserPassword(db, user.userId, await hashPassword(password), true);
      await revokeUserSessions(db, user.userId);
      await revokeUserIdentityKeys(db, user.userId);
      limits.wrongCodePerEmail.clear(email);
      await recordAudit(db, { action: 'password_reset', userId: user.userId });
      sendLater(c, {
        channel: 'email',
        to: user.email,
        subject: signInTexts.passwordSubject,
        text: `Your new temporary password is ${password}\nLog in with it and choose a new password.`,
        purpose: 'temporary-password',
        userId: user.userId,
      });
      return { ok: true as const, message: signInTexts.passwordEmailed };
    },
    { public: true },
  );

  registerEndpoint(
    api,
    endpoints.migrate,
    async (c, input): Promise<MigrateResponse> => {
      const none = { activeUser: false, invalidPassword: false, loginNotFound: false, passwordComplexityFailed: false };
      const key = `${input.username.toLowerCase()}|${clientIp(c)}`;
      refuseWhenBlocked([[limits.migratePerLogin, key]], signInLimitTexts.tooManyAttempts);
      const { db } = c.var.database;
      const user = await findUserByLogin(db, input.username);
      const ok = user
        ? await verifyPassword(input.password, user.passwordHash)
        : (await verifyPassword(input.password, await dummyPasswordHash()), false);
      // An unknown login and a wrong password answer alike (no account enumeration).
      if (!user || !ok) {
        limits.migratePerLogin.hit(key);
        await recordAudit(db, { action: 'migration_failed', userId: user?.userId ?? null, detail: { login: input.username } });
        return { ...none, invalidPassword: true };
      }
      limits.migratePerLogin.clear(key);
      const newPassword = input.newPassword ?? '';
      if (newPassword && !passwordRulesHold(newPassword)) return { ...none, passwordComplexityFailed: true, error: signInTexts.migrationRules };
      if (!newPassword && !passwordRulesHold(input.password)) return { ...none, passwordComplexityFailed: true };
      if (newPassword) await setUserPassword(db, user.userId, await hashPassword(newPassword), false);
      const now = new Date();
      const session = await createSession(db, { userId: user.userId, ttlMs: c.var.env.SESSION_TTL_HOURS * 3_600_000, now });
      const identity = await createIdentityKey(db, user.userId, now);
      await recordAudit(db, { action: 'login_migrated', userId: user.userId, detail: { passwordChanged: Boolean(newPassword) } });
      return { ...none, activeUser: true, sessionKey: session.sessionKey, identityKey: identity.identityKey };
    },
    { public: true },
  );

  return api;
}
