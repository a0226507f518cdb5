import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../db/repositories/session';
import * as s from '../db/schema';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { vapidKeys } from '../push/vapid';

let ctx: TestContext;
let key = '';
let userId = 0;

beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_SECRET: 'a-test-secret-of-some-length' });
  key = (await login(ctx.app, 'user')).sessionKey;
  const [row] = await ctx.database.db.select({ userId: s.users.userId }).from(s.users).where(eq(s.users.username, 'user'));
  userId = row!.userId;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const subscription = (endpoint: string) => ({
  systemType: 'WEBPUSH',
  description: 'Chrome on Linux',
  endpoint,
  clientKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  clientAuth: 'tBHItJI5svbpez7KI4CCXg',
});

const devicesOf = () => ctx.database.db.select().from(s.devices).where(eq(s.devices.userId, userId));

describe('web push subscription', () => {
  it('gives a P-256 public key, the same for every process with one PORTAL_SECRET', async () => {
    const res = await ctx.app.request('/portalApi/api/publicKey/webApi', bearer(key));
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4); // uncompressed point
    // A point on the curve: a browser's ECDH with it succeeds.
    const browserSide = createECDH('prime256v1');
    browserSide.generateKeys();
    expect(browserSide.computeSecret(point)).toHaveLength(32);
    expect(publicKey).toBe(vapidKeys('a-test-secret-of-some-length').publicKey);
    expect(vapidKeys(undefined).publicKey).not.toBe(vapidKeys(undefined).publicKey);
  });

  it('needs a session', async () => {
    expect((await ctx.app.request('/portalApi/api/publicKey/webApi')).status).toBe(401);
    expect((await ctx.app.request('/portalApi/api/devices', form(subscription('https://push.example.com/a')))).status).toBe(401);
  });

  it('stores the subscription as a WEBPUSH device and on the user; a second post updates it', async () => {
    const endpoint = 'https://push.example.com/send/abc';
    const first = await ctx.app.request('/portalApi/api/devices', bearer(key, form(subscription(endpoint))));
    expect(first.status).toBe(200);
    const { deviceId } = (await first.json()) as { deviceId: number };
    const again = await ctx.app.request('/portalApi/api/devices', bearer(key, form({ ...subscription(endpoint), clientAuth: 'bmV3LWF1dGgtc2VjcmV0' })));
    expect(((await again.json()) as { deviceId: number }).deviceId).toBe(deviceId);
    const rows = (await devicesOf()).filter((d) => d.endpoint === endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ systemType: 'WEBPUSH', description: 'Chrome on Linux', clientAuth: 'bmV3LWF1dGgtc2VjcmV0' });
    const [user] = await ctx.database.db.select().from(s.users).where(eq(s.users.userId, userId));
    expect(user).toMatchObject({ pushEndpoint: endpoint, pushAuth: 'bmV3LWF1dGgtc2VjcmV0' });
  });

  it('refuses a subscription that is not one, with the field named', async () => {
    const res = await ctx.app.request('/portalApi/api/devices', bearer(key, form({ ...subscription('javascript:alert(1)') })));
    expect(res.status).toBe(400);
    expect(res.headers.get('X-PORTAL-ERROR')).toMatch(/endpoint/);
    const other = await ctx.app.request('/portalApi/api/devices', bearer(key, form({ ...subscription('https://push.example.com/x'), systemType: 'APNS' })));
    expect(other.status).toBe(400);
  });

  it('refuses an agent session (403) and stores nothing', async () => {
    const [agent] = await ctx.database.db.select({ id: s.supportAgents.supportAgentId }).from(s.supportAgents).limit(1);
    const agentKey = (await createSession(ctx.database.db, { userId, ttlMs: 60_000, supportAgentId: agent!.id })).sessionKey;
    const before = (await devicesOf()).length;
    const res = await ctx.app.request('/portalApi/api/devices', bearer(agentKey, form(subscription('https://push.example.com/agent'))));
    expect(res.status).toBe(403);
    expect((await devicesOf()).length).toBe(before);
  });
});
