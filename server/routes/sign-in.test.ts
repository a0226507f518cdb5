import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type PortalApp } from '../app';
import type { Database } from '../db/client';
import { legacyDemoUsers } from '../db/demo-users';
import { listOutbox } from '../db/repositories/outbox';
import { expireResetCodes } from '../db/repositories/reset-codes';
import { createTestUser } from '../db/repositories/test-users';
import { users } from '../db/schema';
import { bearer, form, login, openTestDatabase, testEnv } from '../http/test-context';
import { hashPassword } from '../lib/passwords';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { signInTexts } from './sign-in';
import { createSignInLimits, signInLimitTexts } from './sign-in-limits';

let database: Database;
let hub: RealtimeHub;
let app: PortalApp;
const limits = createSignInLimits({ sendPerEmail: 3, sendPerAddress: 30, wrongCodePerEmail: 8, migratePerLogin: 4 });

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

const sendCode = (values: Record<string, string>) => app.request('/portalApi/api/authenticate/forgotPassword/sendCode', form(values));
const resetPassword = (values: Record<string, string>) => app.request('/portalApi/api/authenticate/forgotPassword/resetPassword', form(values));
const migrate = (values: Record<string, string>) => app.request('/portalApi/api/authenticate/migrate', form(values));

let counter = 0;
async function newUser(password = 'Start-Pass1', mobile: string | null = null) {
  counter += 1;
  const handle = `reset-${counter}-${Date.now()}`;
  return createTestUser(database.db, { username: handle, email: `${handle}@example.com`, mobile, passwordHash: await hashPassword(password) });
}

/** The outbox rows to `to` once the background delivery has written `count` of them. */
async function outboxTo(to: string, count: number) {
  let rows: Awaited<ReturnType<typeof listOutbox>> = [];
  await vi.waitFor(async () => {
    rows = await listOutbox(database.db, { recipient: to });
    expect(rows).toHaveLength(count);
  });
  return rows;
}
const codeIn = (text: string | null) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('POST /api/authenticate/forgotPassword/sendCode', () => {
  it('answers alike for a known and an unknown email, and only the known one gets a code', async () => {
    const user = await newUser();
    const known = await sendCode({ email: user.email.toUpperCase() });
    const unknown = await sendCode({ email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.json();
    expect(knownBody).toEqual(await unknown.json());
    expect(knownBody).toEqual({ ok: true, message: signInTexts.codeSent });
    const [message] = await outboxTo(user.email, 1);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset-code', status: 'stored', subject: signInTexts.resetSubject });
    expect(codeIn(message!.body)).toMatch(/^\d{6}$/);
    expect(await listOutbox(database.db, { recipient: 'nobody-here@example.com' })).toHaveLength(0);
  });

  it('texts the code when the mobile given is the account\'s own', async () => {
    const user = await newUser('Start-Pass1', '+15035550123');
    expect((await sendCode({ email: user.email, mobile: '(503) 555-0123' })).status).toBe(200);
    const [message] = await outboxTo('+15035550123', 1);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'reset-code' });
    expect(await listOutbox(database.db, { recipient: user.email })).toHaveLength(0);
  });

  it('refuses hostile input with a 400 and a message', async () => {
    for (const values of [{} as Record<string, string>, { email: 'not-an-email' }, { email: `${'a'.repeat(300)}@example.com` }, { email: 'a@example.com', mobile: 'call me' }]) {
      const res = await sendCode(values);
      expect(res.status).toBe(400);
      expect(res.headers.get('X-PORTAL-ERROR')).toBeTruthy();
    }
  });

  it('limits sends per email address', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) expect((await sendCode({ email: user.email })).status).toBe(200);
    const blocked = await sendCode({ email: user.email });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('X-PORTAL-ERROR')).toBe(signInLimitTexts.tooManySends);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('limits sends per client address across emails', async () => {
    const strict = createApp({ database, env: testEnv(), hub, signInLimits: createSignInLimits({ sendPerAddress: 2 }) });
    const send = (email: string) => strict.request('/portalApi/api/authenticate/forgotPassword/sendCode', form({ email }));
    expect((await send('one@example.com')).status).toBe(200);
    expect((await send('two@example.com')).status).toBe(200);
    expect((await send('three@example.com')).status).toBe(429);
  });
});

describe('POST /api/authenticate/forgotPassword/resetPassword', () => {
  it('emails a temporary password for the right code, once, and ends the old logins', async () => {
    const user = await newUser();
    const before = await login(app, user.username, 'Start-Pass1');
    await sendCode({ email: user.email });
    const code = codeIn((await outboxTo(user.email, 1))[0]!.body);
    const res = await resetPassword({ email: user.email, resetCode: code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: signInTexts.passwordEmailed });
    const [mail] = await outboxTo(user.email, 2);
    expect(mail).toMatchObject({ purpose: 'temporary-password', subject: signInTexts.passwordSubject });
    const password = /temporary password is (\S+)/.exec(mail!.body ?? '')?.[1] ?? '';
    expect(password).toHaveLength(12);
    // The session and the saved identity key from before the reset no longer work.
    expect((await app.request('/portalApi/api/me', bearer(before.sessionKey))).status).toBe(401);
    expect((await app.request('/portalApi/api/session', form({ identityKey: before.identityKey }))).status).toBe(401);
    expect((await login(app, user.username, 'Start-Pass1').catch((e: Error) => e)) instanceof Error).toBe(true);
    // The new password logs in and the user must change it.
    const { sessionKey } = await login(app, user.username, password);
    const me = await (await app.request('/portalApi/api/me', bearer(sessionKey))).json();
    expect(me.temporaryPassword).toBe('Y');
    // Single use.
    const again = await resetPassword({ email: user.email, resetCode: code });
    expect(again.status).toBe(400);
    expect(again.headers.get('X-PORTAL-ERROR')).toBe(signInTexts.wrongCode);
  });

  it('refuses a wrong code, and a code ends after five wrong entries', async () => {
    const user = await newUser();
    await sendCode({ email: user.email });
    const code = codeIn((await outboxTo(user.email, 1))[0]!.body);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await resetPassword({ email: user.email, resetCode: wrong });
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(signInTexts.wrongCode);
    for (let i = 0; i < 4; i += 1) await resetPassword({ email: user.email, resetCode: wrong });
    expect((await resetPassword({ email: user.email, resetCode: code })).status).toBe(400);
    const [row] = await database.db.select({ temporaryPassword: users.temporaryPassword }).from(users).where(eq(users.userId, user.userId));
    expect(row!.temporaryPassword).toBe('N');
  });

  it('refuses an expired code', async () => {
    const user = await newUser();
    await sendCode({ email: user.email });
    const code = codeIn((await outboxTo(user.email, 1))[0]!.body);
    await expireResetCodes(database.db, user.userId);
    expect((await resetPassword({ email: user.email, resetCode: code })).status).toBe(400);
  });

  it('a new code ends the earlier one', async () => {
    const user = await newUser();
    await sendCode({ email: user.email });
    const first = codeIn((await outboxTo(user.email, 1))[0]!.body);
    await sendCode({ email: user.email });
    const second = codeIn((await outboxTo(user.email, 2))[0]!.body);
    if (first !== second) expect((await resetPassword({ email: user.email, resetCode: first })).status).toBe(400);
    expect((await resetPassword({ email: user.email, resetCode: second })).status).toBe(200);
  });

  it('answers an unknown email exactly like a wrong code', async () => {
    const res = await resetPassword({ email: 'nobody-at-all@example.com', resetCode: '123456' });
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(signInTexts.wrongCode);
  });

  it('checks the code shape and limits wrong codes per email', async () => {
    expect((await resetPassword({ email: 'a@example.com', resetCode: '12345' })).status).toBe(400);
    expect((await resetPassword({ email: 'a@example.com', resetCode: '12345a' })).status).toBe(400);
    const email = 'limit-me@example.com';
    for (let i = 0; i < 8; i += 1) expect((await resetPassword({ email, resetCode: '123456' })).status).toBe(400);
    const blocked = await resetPassword({ email, resetCode: '123456' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('X-PORTAL-ERROR')).toBe(signInLimitTexts.tooManyAttempts);
  });
});

describe('POST /api/authenticate/migrate', () => {
  const [weak, strong] = legacyDemoUsers;

  it('asks for a new password when the old one fails the rules, then completes with it', async () => {
    const first = await migrate({ username: weak.username, password: weak.password });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ activeUser: false, invalidPassword: false, loginNotFound: false, passwordComplexityFailed: true });

    const weakNew = await (await migrate({ username: weak.username, password: weak.password, newPassword: 'short' })).json();
    expect(weakNew).toMatchObject({ activeUser: false, passwordComplexityFailed: true, error: signInTexts.migrationRules });

    const done = await (await migrate({ username: weak.username, password: weak.password, newPassword: 'Harbor-2026!' })).json();
    expect(done).toMatchObject({ activeUser: true, invalidPassword: false, passwordComplexityFailed: false });
    expect(done.sessionKey).toBeTruthy();
    expect(done.identityKey).toBeTruthy();
    expect((await app.request('/portalApi/api/me', bearer(done.sessionKey))).status).toBe(200);
    // The old password is gone; the new one logs in.
    expect((await (await migrate({ username: weak.username, password: weak.password })).json()).invalidPassword).toBe(true);
    await login(app, weak.username, 'Harbor-2026!');
  });

  it('completes at once when the old password passes the rules', async () => {
    const res = await (await migrate({ username: strong.email, password: strong.password })).json();
    expect(res).toMatchObject({ activeUser: true, passwordComplexityFailed: false });
    const identity = await app.request('/portalApi/api/session', form({ identityKey: res.identityKey }));
    expect(identity.status).toBe(200);
  });

  it('answers a wrong password and an unknown login alike', async () => {
    const wrong = await (await migrate({ username: strong.username, password: 'Wrong-Pass1' })).json();
    const unknown = await (await migrate({ username: 'no-such-login', password: 'Wrong-Pass1' })).json();
    expect(wrong).toEqual({ activeUser: false, invalidPassword: true, loginNotFound: false, passwordComplexityFailed: false });
    expect(unknown).toEqual(wrong);
  });

  it('limits failures per login and address, and refuses hostile input', async () => {
    for (let i = 0; i < 4; i += 1) await migrate({ username: 'hammered', password: 'x' });
    const blocked = await migrate({ username: 'hammered', password: 'x' });
    expect(blocked.status).toBe(429);
    expect((await migrate({ username: '', password: 'x' })).status).toBe(400);
    expect((await migrate({ username: 'a', password: 'x'.repeat(500) })).status).toBe(400);
  });
});
