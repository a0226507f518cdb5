import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesAllResponseSchema } from '../../src/contract/activity';
import { phoneMessages } from '../../src/contract/phone';
import * as s from '../db/schema';
import { findUserByLogin } from '../db/repositories/users';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
const keys: Record<string, string> = {};
let outcallNumberId = 0;

const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
  TWILIO_API_KEY: `SK${'b'.repeat(32)}`,
  TWILIO_API_SECRET: 'secret-of-the-api-key',
  TWILIO_TWIML_APP_SID: `AP${'c'.repeat(32)}`,
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['outcall', 'admin', 'grasshopper', 'nochat', 'guest']) keys[name] = (await login(ctx.app, name)).sessionKey;
  const user = await findUserByLogin(ctx.database.db, 'outcall');
  const [row] = await ctx.database.db
    .select({ id: s.userPatchNumbers.phoneNumberId })
    .from(s.userPatchNumbers)
    .where(eq(s.userPatchNumbers.userId, user!.userId))
    .orderBy(s.userPatchNumbers.userPatchNumberId)
    .limit(1);
  outcallNumberId = row!.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string>) => ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));

describe('GET /api/me/twilioToken', () => {
  it('says clearly that the simulated line is in use when Twilio is not configured', async () => {
    const res = await ctx.app.request('/portalApi/api/me/twilioToken', bearer(keys.outcall!));
    expect(res.status).toBe(404);
    expect(res.headers.get('X-PORTAL-ERROR')).toBe(phoneMessages.notConfigured);
    const config = await (await ctx.app.request('/config.js')).text();
    expect(config).toContain('"phoneLine":"simulated"');
  });

  it('signs an HS256 voice token with the API secret when configured', async () => {
    const configured = await createTestContext(twilio);
    try {
      const key = (await login(configured.app, 'outcall')).sessionKey;
      const res = await configured.app.request('/portalApi/api/me/twilioToken', bearer(key));
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const { token, identity, ttl } = (await res.json()) as { token: string; identity: string; ttl: number };
      const [header, payload, signature] = token.split('.');
      expect(createHmac('sha256', twilio.TWILIO_API_SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      expect(claims).toMatchObject({
        iss: twilio.TWILIO_API_KEY,
        sub: twilio.TWILIO_ACCOUNT_SID,
        grants: { identity, voice: { outgoing: { application_sid: twilio.TWILIO_TWIML_APP_SID } } },
      });
      expect(claims.exp - claims.iat).toBe(ttl);
      expect(identity).toMatch(/^portal-user-\d+$/);
      expect(await (await configured.app.request('/config.js')).text()).toContain('"phoneLine":"twilio"');
    } finally {
      await configured.close();
    }
  });

  it('refuses users the phone toggle refuses: no patch numbers, or a GRASSHOPPER role', async () => {
    const configured = await createTestContext(twilio);
    try {
      for (const [name, message] of [
        ['guest', phoneMessages.noNumbers],
        ['grasshopper', phoneMessages.notForRole],
      ] as const) {
        const key = (await login(configured.app, name)).sessionKey;
        const res = await configured.app.request('/portalApi/api/me/twilioToken', bearer(key));
        expect(res.status, name).toBe(403);
        expect(res.headers.get('X-PORTAL-ERROR'), name).toBe(message);
        expect(await res.text(), name).not.toContain('token');
      }
    } finally {
      await configured.close();
    }
  });
});

describe('POST /api/me/outcallRequest', () => {
  it('returns a PIN and records the call as an OC item in the caller’s activity', async () => {
    const res = await post('/api/me/outcallRequest', keys.outcall!, { phoneNumberId: String(outcallNumberId), outcallNumber: '+15035550155' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { outcallPin: string; messageId: number };
    expect(body.outcallPin).toMatch(/^\d{6}$/);
    const q = new URLSearchParams({ startTime: new Date(Date.now() - 60_000).toISOString(), endTime: new Date(Date.now() + 60_000).toISOString(), pageNumber: '0' });
    const list = messagesAllResponseSchema.parse(await (await ctx.app.request(`/portalApi/api/messages/all?${q}`, bearer(keys.outcall!))).json());
    expect(list.userMessages.find((m) => m.messageId === body.messageId)).toMatchObject({ messageType: 'OC', outcallNumber: '+15035550155' });
  });

  it('refuses a number that is not the caller’s, the GRASSHOPPER role and bad numbers', async () => {
    const [solo] = await ctx.database.db.select().from(s.phoneNumbers).where(and(eq(s.phoneNumbers.accountId, 4))).limit(1);
    const foreign = await post('/api/me/outcallRequest', keys.outcall!, { phoneNumberId: String(solo!.phoneNumberId), outcallNumber: '+15035550155' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('X-PORTAL-ERROR')).toBe(phoneMessages.notYourNumber);
    const grasshopper = await findUserByLogin(ctx.database.db, 'grasshopper');
    const [own] = await ctx.database.db.select().from(s.userPatchNumbers).where(eq(s.userPatchNumbers.userId, grasshopper!.userId)).limit(1);
    expect((await post('/api/me/outcallRequest', keys.grasshopper!, { phoneNumberId: String(own!.phoneNumberId), outcallNumber: '+15035550155' })).status).toBe(403);
    // No patch numbers at all (a GUEST): refused before any number is looked at.
    const guest = await post('/api/me/outcallRequest', keys.guest!, { phoneNumberId: String(outcallNumberId), outcallNumber: '+15035550155' });
    expect(guest.status).toBe(403);
    expect(guest.headers.get('X-PORTAL-ERROR')).toBe(phoneMessages.noNumbers);
    for (const outcallNumber of ['5035550155', '+1', 'call me', `+${'9'.repeat(20)}`]) {
      expect((await post('/api/me/outcallRequest', keys.outcall!, { phoneNumberId: String(outcallNumberId), outcallNumber })).status, outcallNumber).toBe(400);
    }
  });
});

describe('a GRASSHOPPER role on another account', () => {
  it('keeps the user off the phone everywhere, as the toggle does: no outcall from a number of a different account', async () => {
    const user = await findUserByLogin(ctx.database.db, 'outcall');
    const [numberRow] = await ctx.database.db.select().from(s.phoneNumbers).where(eq(s.phoneNumbers.phoneNumberId, outcallNumberId));
    const [otherAccount] = await ctx.database.db.select().from(s.accounts).where(ne(s.accounts.accountId, numberRow!.accountId)).limit(1);
    const roleId = 900_001;
    await ctx.database.db.insert(s.userAccountRoles).values({ userAccountRoleId: roleId, userId: user!.userId, accountId: otherAccount!.accountId, userRoleKey: 'GRASSHOPPER' });
    try {
      const res = await post('/api/me/outcallRequest', keys.outcall!, { phoneNumberId: String(outcallNumberId), outcallNumber: '+15035550155' });
      expect(res.status).toBe(403);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe(phoneMessages.notForRole);
    } finally {
      await ctx.database.db.delete(s.userAccountRoles).where(eq(s.userAccountRoles.userAccountRoleId, roleId));
    }
    // Without the role the same call goes through (the refusal was the role's).
    const again = await post('/api/me/outcallRequest', keys.outcall!, { phoneNumberId: String(outcallNumberId), outcallNumber: '+15035550155' });
    expect(again.status).toBe(200);
  });
});
