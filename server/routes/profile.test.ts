import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PortalApp } from '../app';
import type { Database } from '../db/client';
import { demoSupportAgent } from '../db/demo-users';
import { createSession, findIdentityKeyUser, findSupportAgent } from '../db/repositories/session';
import { createTestUser } from '../db/repositories/test-users';
import { users } from '../db/schema';
import { messages } from '../http/errors';
import { bearer, form, login, openTestDatabase, testEnv } from '../http/test-context';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createRealtimeHub, type RealtimeHub } from '../realtime/hub';
import { profileTexts } from './profile';
import { createSignInLimits, signInLimitTexts } from './sign-in-limits';

let database: Database;
let hub: RealtimeHub;
let app: PortalApp;

beforeAll(async () => {
  database = await openTestDatabase();
  hub = createRealtimeHub(database);
  await hub.ready;
  app = createApp({ database, env: testEnv(), hub, signInLimits: createSignInLimits({ wrongPasswordPerUser: 3 }) });
}, 120_000);
afterAll(async () => {
  await hub?.close();
  await database?.close();
});

const password = 'Start-Pass1';
let counter = 0;
async function newUser() {
  counter += 1;
  const handle = `profile-${counter}-${Date.now()}`;
  const user = await createTestUser(database.db, { username: handle, email: `${handle}@example.com`, mobile: null, passwordHash: await hashPassword(password) });
  const session = await login(app, handle, password);
  return { ...user, ...session };
}
async function agentSessionFor(userId: number) {
  const agent = await findSupportAgent(database.db, demoSupportAgent.username);
  return (await createSession(database.db, { userId, supportAgentId: agent!.supportAgentId, twoFactorSatisfied: true, ttlMs: 60_000 })).sessionKey;
}
const post = (key: string, path: string, values: Record<string, string>) => app.request(`/portalApi${path}`, bearer(key, form(values)));
const stored = async (userId: number) => (await database.db.select().from(users).where(eq(users.userId, userId)))[0]!;

describe('POST /api/me/accessPin', () => {
  it('stores 4 to 6 digits and shows them on the user', async () => {
    const user = await newUser();
    for (const pin of ['1234', '123456']) {
      const res = await post(user.sessionKey, '/api/me/accessPin', { accessPin: pin });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ accessPin: pin });
    }
    const me = (await (await app.request('/portalApi/api/me', bearer(user.sessionKey))).json()) as { accessPin: string };
    expect(me.accessPin).toBe('123456');
  });

  it.each(['123', '1234567', '12a4', '', '12 34'])('refuses %j with the spec text', async (pin) => {
    const user = await newUser();
    const res = await post(user.sessionKey, '/api/me/accessPin', { accessPin: pin });
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toContain('The PIN is must be 4-6 digits.');
    expect((await stored(user.userId)).accessPin).toBeNull();
  });

  it('is refused in an agent session and stores nothing', async () => {
    const user = await newUser();
    const res = await post(await agentSessionFor(user.userId), '/api/me/accessPin', { accessPin: '4321' });
    expect(res.status).toBe(403);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(messages.agentSession);
    expect((await stored(user.userId)).accessPin).toBeNull();
  });
});

describe('POST /api/me/changePassword', () => {
  it('changes the password, keeps this session and ends the other credentials', async () => {
    const user = await newUser();
    const other = await login(app, user.username, password);
    const res = await post(user.sessionKey, '/api/me/changePassword', { currentPassword: password, password: 'Fresh1Pass' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Password changed successfully' });
    expect(await verifyPassword('Fresh1Pass', (await stored(user.userId)).passwordHash)).toBe(true);
    expect((await app.request('/portalApi/api/me', bearer(user.sessionKey))).status).toBe(200);
    expect((await app.request('/portalApi/api/me', bearer(other.sessionKey))).status).toBe(401);
    expect(await findIdentityKeyUser(database.db, other.identityKey)).toBeNull();
    expect(await findIdentityKeyUser(database.db, user.identityKey)).toBe(user.userId);
  });

  it.each([
    ['too short', 'Ab1defg'],
    ['too long', 'Ab1defghijklmnopq'],
    ['no upper case', 'abcdefg1'],
    ['no lower case', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
  ])('refuses a new password %s (profile reading)', async (_why, next) => {
    const user = await newUser();
    const res = await post(user.sessionKey, '/api/me/changePassword', { currentPassword: password, password: next });
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(profileTexts.passwordRules);
    expect(await verifyPassword(password, (await stored(user.userId)).passwordHash)).toBe(true);
  });

  it('refuses a wrong current password, then rate-limits the guesses', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) {
      const res = await post(user.sessionKey, '/api/me/changePassword', { currentPassword: 'Wrong-1x', password: 'Fresh1Pass' });
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(profileTexts.wrongCurrent);
    }
    const blocked = await post(user.sessionKey, '/api/me/changePassword', { currentPassword: password, password: 'Fresh1Pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('X-PORTAL-ERROR')).toBe(signInLimitTexts.tooManyAttempts);
  });

  it('is refused in an agent session and stores nothing', async () => {
    const user = await newUser();
    const res = await post(await agentSessionFor(user.userId), '/api/me/changePassword', { currentPassword: password, password: 'Fresh1Pass' });
    expect(res.status).toBe(403);
    expect(await verifyPassword(password, (await stored(user.userId)).passwordHash)).toBe(true);
  });
});
