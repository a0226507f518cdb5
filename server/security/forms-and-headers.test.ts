/**
 * Issue 20 items 9-13, 15 and 16: login CSRF, the per-address login limit, security headers, the
 * proxy headers trusted only from a configured proxy, the websocket's origin and pending limits,
 * GUEST's triage by the owner rule, and the production switch that drops the demo hint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoPassword } from '../db/demo-users';
import { portalErrorHeader } from '../http/errors';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';
import { connect, listen } from '../realtime/test-server';
import { closeCodes } from '../realtime/hub';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_TRUSTED_PROXIES: '10.9.9.9' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const withHeaders = (init: RequestInit, headers: Record<string, string>): RequestInit => ({ ...init, headers });

describe('login CSRF (item 9)', () => {
  it.each([
    ['/login', { username: 'user', password: demoPassword }],
    ['/support/login', { username: 'support', password: 'x' }],
  ])('%s refuses a cross-site form post', async (path, values) => {
    const res = await ctx.app.request(path, withHeaders(form(values), { Origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect(res.headers.get(portalErrorHeader)).toMatch(/another site/);
    const opaque = await ctx.app.request(path, withHeaders(form(values), { Origin: 'null' }));
    expect(opaque.status).toBe(403);
    const marked = await ctx.app.request(path, withHeaders(form(values), { 'Sec-Fetch-Site': 'cross-site' }));
    expect(marked.status).toBe(403);
  });

  it('takes the portal’s own form post', async () => {
    const res = await ctx.app.request('/login', withHeaders(form({ username: 'user', password: demoPassword }), { Origin: 'http://localhost' }));
    expect(res.status).toBe(302);
  });
});

describe('login limits (item 10)', () => {
  it('stops one address guessing across usernames, while the user’s password works from elsewhere', async () => {
    ctx.app.controls.loginLimiter.reset();
    const attacker = from('10.1.1.1');
    const names = ['admin', 'user', 'guest', 'partner', 'billing', 'locadmin', 'usersms', 'outcall', 'nochat', 'pastdue'];
    let limited = 0;
    for (let i = 0; i < 24; i += 1) {
      const res = await ctx.app.request('/login', form({ username: names[i % names.length]!, password: `wrong-${i}` }), attacker);
      if (res.status === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    // The limited address learns nothing more, not even from a correct password…
    expect((await ctx.app.request('/login', form({ username: 'admin', password: demoPassword }), attacker)).status).toBe(429);
    // …and the real user signs in from another address.
    expect((await ctx.app.request('/login', form({ username: 'admin', password: demoPassword }), from('10.2.2.2'))).status).toBe(302);
    ctx.app.controls.loginLimiter.reset();
  });
});

describe('headers (items 11, 12)', () => {
  it('sends a Permissions-Policy allowing the microphone to the portal only', async () => {
    const res = await ctx.app.request('/login');
    expect(res.headers.get('Permissions-Policy')).toContain('microphone=(self)');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends HSTS over HTTPS, and trusts X-Forwarded-Proto only from the configured proxy', async () => {
    expect((await ctx.app.request('https://portal.example/login')).headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    const viaProxy = await ctx.app.request('/login', { headers: { 'X-Forwarded-Proto': 'https' } }, from('10.9.9.9'));
    expect(viaProxy.headers.get('Strict-Transport-Security')).toMatch(/max-age/);
    const spoofed = await ctx.app.request('/login', { headers: { 'X-Forwarded-Proto': 'https' } }, from('10.3.3.3'));
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sets the support cookie Secure only when the scheme really is HTTPS', async () => {
    const values = { username: 'support', password: 'Support-Demo1' };
    const spoofed = await ctx.app.request('/support/login', withHeaders(form(values), { 'X-Forwarded-Proto': 'https' }), from('10.4.4.4'));
    expect(spoofed.headers.get('Set-Cookie')).not.toMatch(/;\s*Secure/i);
    const viaProxy = await ctx.app.request('/support/login', withHeaders(form(values), { 'X-Forwarded-Proto': 'https' }), from('10.9.9.9'));
    expect(viaProxy.headers.get('Set-Cookie')).toMatch(/;\s*Secure/i);
  });

  it('voicemail audio is not kept in caches', async () => {
    const { sessionKey } = await login(ctx.app, 'admin');
    const list = (await (await ctx.app.request(
      '/portalApi/api/messages/all?startTime=2000-01-01T00:00:00Z&endTime=2100-01-01T00:00:00Z',
      bearer(sessionKey),
    )).json()) as { userMessages: { audioKey: string | null }[] };
    const audioKey = list.userMessages.find((m) => m.audioKey)?.audioKey;
    expect(audioKey).toBeTruthy();
    const res = await ctx.app.request(`/portalApi/api/media/voicemail/${audioKey}`, bearer(sessionKey));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
  });
});

describe('the websocket (item 13)', () => {
  it('refuses another origin, closes unauthenticated sockets sooner and caps them per address', async () => {
    const server = await listen(ctx.app);
    try {
      const foreign = new WebSocket(server.url.replace(/^http/, 'ws') + '/update', { origin: 'https://evil.example' });
      const refused = await new Promise<number>((resolve) => foreign.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
      expect(refused).toBe(403);

      const own = new WebSocket(server.url.replace(/^http/, 'ws') + '/update', { origin: server.url });
      await new Promise((resolve) => own.once('open', resolve));
      own.close();

      const started = Date.now();
      const idle = await connect(server.url);
      expect((await idle.closed).code).toBe(closeCodes.authTimeout);
      expect(Date.now() - started).toBeLessThan(5_000);

      const held = await Promise.all(Array.from({ length: 10 }, () => connect(server.url)));
      const over = new WebSocket(server.url.replace(/^http/, 'ws') + '/update');
      const status = await new Promise<number>((resolve) => over.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
      expect(status).toBe(429);
      for (const s of held) s.ws.close();
    } finally {
      await server.close();
    }
  });
});

describe('GUEST triage follows the owner rule (item 15)', () => {
  // Decided from the spec: core §4 ties triage to ownership (only the owner changes voicemail,
  // inbound-call and agent messages); core §6's restricted roles lose sections (billing, reports,
  // VIP, blocked numbers), not their own items. README, UI and server say the same.
  it('changes an item delivered to her, never another user’s', async () => {
    const guest = await login(ctx.app, 'guest');
    const user = await login(ctx.app, 'user');
    const window = '/portalApi/api/messages/all?startTime=2000-01-01T00:00:00Z&endTime=2100-01-01T00:00:00Z';
    type Listed = { userMessages: { messageId: number; userId: number; messageType: string; accountId: number }[] };
    const mine = ((await (await ctx.app.request(window, bearer(guest.sessionKey))).json()) as Listed).userMessages;
    const guestId = (await (await ctx.app.request('/portalApi/api/me', bearer(guest.sessionKey))).json() as { userId: number }).userId;
    const own = mine.find((m) => m.userId === guestId && ['VM', 'IC', 'AGENT'].includes(m.messageType));
    expect(own).toBeTruthy();
    expect((await ctx.app.request(`/portalApi/api/messages/${own!.messageId}/archive`, bearer(guest.sessionKey, { method: 'POST' }))).status).toBe(200);
    await ctx.app.request(`/portalApi/api/messages/${own!.messageId}/unarchive`, bearer(guest.sessionKey, { method: 'POST' }));
    const theirs = ((await (await ctx.app.request(window, bearer(user.sessionKey))).json()) as Listed).userMessages.find(
      (m) => m.userId !== guestId && ['VM', 'IC', 'AGENT'].includes(m.messageType),
    );
    expect(theirs).toBeTruthy();
    const refused = await ctx.app.request(`/portalApi/api/messages/${theirs!.messageId}/archive`, bearer(guest.sessionKey, { method: 'POST' }));
    expect([403, 404]).toContain(refused.status);
  });
});

describe('the demo hint (item 16)', () => {
  it('is listed in development and dropped by NODE_ENV=production, test control or not', async () => {
    expect(await (await ctx.app.request('/login')).text()).toContain('Demo logins');
    for (const overrides of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PORTAL_TEST_CONTROL: '1' }] as const) {
      const prod = await createTestContext(overrides, { database: ctx.database });
      const page = await (await prod.app.request('/login')).text();
      expect(page).not.toContain('Demo logins');
      expect(page).not.toContain(demoPassword);
      await prod.hub.close();
    }
  });
});
