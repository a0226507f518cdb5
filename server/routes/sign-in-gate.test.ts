import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PortalApp } from '../app';
import type { Database } from '../db/client';
import { listOutbox } from '../db/repositories/outbox';
import { expirePasswordChangeKeys } from '../db/repositories/password-change-keys';
import { createSession, findSupportAgent } from '../db/repositories/session';
import { expireTwoFactorCodes } from '../db/repositories/two-factor-codes';
import { createTestUser } from '../db/repositories/test-users';
import { demoSupportAgent } from '../db/demo-users';
import { messages } from '../http/errors';
import { bearer, form, login, openTestDatabase, testEnv } from '../http/test-context';
import { gateMessages } from '../http/session-gate';
import { hashPassword } from '../lib/passwords';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { signInGateTexts } from './sign-in-gate';
import { createSignInLimits, signInLimitTexts } from './sign-in-limits';

let database: Database;
let hub: RealtimeHub;
let app: PortalApp;
const limits = createSignInLimits({ twoFactorSendPerUser: 4, twoFactorWrongPerUser: 6, changeKeyPerUser: 3 });

beforeAll(async () => {
  database = await openTestDatabase();
  hub = createRealtimeHub(database);
  await hub.ready;
  app = createApp({ database, env: testEnv(), hub, signInLimits: limits });
}, 120_000);
afterAll(async () => {
  await hub?.close();
  await database?.close();
});

const password = 'Start-Pass1';
let counter = 0;
async function newUser(flags: { twoFactor?: boolean; temporaryPassword?: boolean }, mobile: string | null = '+15035550177') {
  counter += 1;
  const handle = `gate-${counter}-${Date.now()}`;
  const user = await createTestUser(database.db, { username: handle, email: `${handle}@example.com`, mobile, passwordHash: await hashPassword(password), ...flags });
  const { sessionKey } = await login(app, handle, password);
  return { ...user, mobile, sessionKey };
}

const post = (key: string, path: string, values: Record<string, string> = {}) => app.request(`/portalApi${path}`, bearer(key, form(values)));
const me = async (key: string) => (await app.request('/portalApi/api/me', bearer(key))).json() as Promise<Record<string, unknown>>;
const error = (res: Response) => res.headers.get('X-PORTAL-ERROR');
const codeIn = (text: string | null) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const linkIn = (text: string | null) => /https?:\/\/\S+/.exec(text ?? '')?.[0] ?? '';
const keyOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('passwordChangeKey') ?? '';

async function newest(to: string, purpose: string) {
  const rows = (await listOutbox(database.db, { recipient: to })).filter((r) => r.purpose === purpose);
  return rows[0]!;
}

describe('two-factor', () => {
  it('sends a code by email and by text, stores it hashed, and a good code passes the gate', async () => {
    const user = await newUser({ twoFactor: true });
    expect((await app.request('/portalApi/api/messages', bearer(user.sessionKey))).status).toBe(403);
    const byEmail = await post(user.sessionKey, '/api/me/twoFactor/send/email');
    expect(byEmail.status).toBe(200);
    expect(await byEmail.json()).toMatchObject({ ok: true, sentTo: expect.stringContaining('***@example.com') });
    const bySms = await post(user.sessionKey, '/api/me/twoFactor/send/sms');
    expect(bySms.status).toBe(200);
    const sms = await newest(user.mobile!, 'two-factor-code');
    expect(sms.channel).toBe('sms');
    const code = codeIn(sms.body);
    const stored = await database.db.query.verificationCodes.findMany({ where: (v, { eq }) => eq(v.userId, user.userId) });
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);

    // The earlier (email) code was invalidated by the text.
    const emailCode = codeIn((await newest(user.email, 'two-factor-code')).body);
    if (emailCode !== code) expect(error(await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: emailCode }))).toBe(signInGateTexts.wrongCode);

    const ok = await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: code });
    expect(ok.status).toBe(200);
    expect((await app.request('/portalApi/api/messages', bearer(user.sessionKey))).status).toBe(200);
    expect((await me(user.sessionKey)).sessionTwoFactor).toBe('Y');
    // Single use: the code is spent (and the session no longer needs one).
    const other = await login(app, user.username, password);
    expect(error(await post(other.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: code }))).toBe(signInGateTexts.noCode);
  });

  it('says when a code is wrong, expired or malformed', async () => {
    const user = await newUser({ twoFactor: true });
    await post(user.sessionKey, '/api/me/twoFactor/send/email');
    const code = codeIn((await newest(user.email, 'two-factor-code')).body);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: wrong });
    expect(res.status).toBe(400);
    expect(error(res)).toBe(signInGateTexts.wrongCode);
    expect((await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: '12ab' })).status).toBe(400);
    await expireTwoFactorCodes(database.db, user.userId);
    expect(error(await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: code }))).toBe(signInGateTexts.expiredCode);
    expect((await app.request('/portalApi/api/status', bearer(user.sessionKey))).status).toBe(403);
  });

  it('refuses a text when the user has no mobile number', async () => {
    const user = await newUser({ twoFactor: true }, null);
    const res = await post(user.sessionKey, '/api/me/twoFactor/send/sms');
    expect(res.status).toBe(400);
    expect(error(res)).toBe(signInGateTexts.noMobile);
  });

  it('rate-limits sends and wrong codes per user', async () => {
    const user = await newUser({ twoFactor: true });
    for (let i = 0; i < 4; i++) expect((await post(user.sessionKey, '/api/me/twoFactor/send/email')).status).toBe(200);
    const blocked = await post(user.sessionKey, '/api/me/twoFactor/send/email');
    expect(blocked.status).toBe(429);
    expect(error(blocked)).toBe(signInLimitTexts.tooManySends);
    for (let i = 0; i < 6; i++) expect((await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: '999999' })).status).toBe(400);
    const tooMany = await post(user.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: '999999' });
    expect(tooMany.status).toBe(429);
    expect(error(tooMany)).toBe(signInLimitTexts.tooManyAttempts);
  });

  it('is closed to other users and to agent sessions', async () => {
    const plain = await newUser({});
    expect((await post(plain.sessionKey, '/api/me/twoFactor/verify', { twoFactorCode: '123456' })).status).toBe(200);
    const user = await newUser({ twoFactor: true });
    const agent = await findSupportAgent(database.db, demoSupportAgent.username);
    const agentSession = await createSession(database.db, { userId: user.userId, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    const res = await post(agentSession.sessionKey, '/api/me/twoFactor/send/email');
    expect(res.status).toBe(403);
    expect(error(res)).toBe(messages.agentSession);
    expect(await listOutbox(database.db, { recipient: user.email })).toHaveLength(0);
  });
});

describe('temporary password change', () => {
  it('emails a link with a 45-minute key that sets the password once and lifts the gate', async () => {
    const user = await newUser({ temporaryPassword: true });
    const otherDevice = await login(app, user.username, password);
    const sent = await post(user.sessionKey, '/api/me/password/changeKey');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ ok: true, expiresInMinutes: 45 });
    const mail = await newest(user.email, 'change-key-link');
    const link = linkIn(mail.body);
    expect(link).toMatch(/^http:\/\/localhost\/#passwordChangeKey=/);
    const expires = Number(new URLSearchParams(new URL(link).hash.slice(1)).get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(44 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(45 * 60_000);
    const key = keyOf(link);

    // The rules of the shell reading hold on the server too.
    expect((await post(user.sessionKey, '/api/me/password', { passwordChangeKey: key, password: 'short' })).status).toBe(400);
    const ok = await post(user.sessionKey, '/api/me/password', { passwordChangeKey: key, password: 'New-Pass22' });
    expect(ok.status).toBe(200);
    expect((await me(user.sessionKey)).temporaryPassword).toBe('N');
    expect((await app.request('/portalApi/api/status', bearer(user.sessionKey))).status).toBe(200);
    // The other device's session ended with the change.
    expect((await app.request('/portalApi/api/me', bearer(otherDevice.sessionKey))).status).toBe(401);
    // The new password logs in; the key works once.
    const again = await login(app, user.username, 'New-Pass22');
    expect(again.sessionKey).toBeTruthy();
    const reuse = await post(user.sessionKey, '/api/me/password', { passwordChangeKey: key, password: 'Other-Pass33' });
    expect(reuse.status).toBe(400);
    expect(error(reuse)).toBe(signInGateTexts.changeKeyInvalid);
  });

  it('refuses an expired key, another user\'s key, and a key request beyond the limit', async () => {
    const user = await newUser({ temporaryPassword: true });
    const stranger = await newUser({ temporaryPassword: true });
    await post(user.sessionKey, '/api/me/password/changeKey');
    const key = keyOf(linkIn((await newest(user.email, 'change-key-link')).body));
    expect(error(await post(stranger.sessionKey, '/api/me/password', { passwordChangeKey: key, password: 'New-Pass22' }))).toBe(signInGateTexts.changeKeyInvalid);
    await expirePasswordChangeKeys(database.db, user.userId);
    const expired = await post(user.sessionKey, '/api/me/password', { passwordChangeKey: key, password: 'New-Pass22' });
    expect(expired.status).toBe(400);
    expect(error(expired)).toBe(signInGateTexts.changeKeyInvalid);
    await post(user.sessionKey, '/api/me/password/changeKey');
    await post(user.sessionKey, '/api/me/password/changeKey');
    expect((await post(user.sessionKey, '/api/me/password/changeKey')).status).toBe(429);
  });

  it('is open only at the temporary-password gate and never to agent sessions', async () => {
    const twoFactor = await newUser({ twoFactor: true });
    const res = await post(twoFactor.sessionKey, '/api/me/password/changeKey');
    expect(res.status).toBe(403);
    expect(error(res)).toBe(gateMessages.twoFactor);
    const user = await newUser({ temporaryPassword: true });
    const agent = await findSupportAgent(database.db, demoSupportAgent.username);
    const agentSession = await createSession(database.db, { userId: user.userId, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 });
    expect((await post(agentSession.sessionKey, '/api/me/password/changeKey')).status).toBe(403);
    expect((await post(agentSession.sessionKey, '/api/me/password', { passwordChangeKey: 'x', password: 'New-Pass22' })).status).toBe(403);
    expect(await listOutbox(database.db, { recipient: user.email })).toHaveLength(0);
  });
});
