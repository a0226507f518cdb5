import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userSchema } from '../../src/contract/session';
import { demoSupportAgent } from '../db/demo-users';
import { listAudit } from '../db/repositories/audit';
import { bearer, createTestContext, form, login, origin, type TestContext } from '../http/test-context';

let ctx: TestContext;
let cookie = '';

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.request(
    '/support/login',
    form({ username: demoSupportAgent.username, password: demoSupportAgent.password }),
  );
  expect(res.status).toBe(302);
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  expect(setCookie).toMatch(/^portal_support=/);
  expect(setCookie).toContain('HttpOnly');
  expect(setCookie).toContain('SameSite=Strict');
  cookie = setCookie.split(';')[0]!;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const withCookie = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { Cookie: cookie } });

async function openAgentSession(username: string): Promise<{ key: string; userId: number }> {
  const page = await (await ctx.app.request(`/support?q=${username}`, withCookie())).text();
  const userId = Number(/name="userId" value="(\d+)"/.exec(page)?.[1]);
  const res = await ctx.app.request('/support/sessions', withCookie(form({ userId: String(userId) })));
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('Location')!);
  expect(location.origin + location.pathname).toBe(`${origin}/`);
  return { key: location.searchParams.get('agentUserSession')!, userId };
}

describe('support console', () => {
  it('requires the support login', async () => {
    const res = await ctx.app.request('/support');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/support/login');
    const post = await ctx.app.request('/support/sessions', form({ userId: '1' }));
    expect(post.headers.get('Location')).toBe('/support/login');
  });

  it('refuses a wrong support password', async () => {
    const res = await ctx.app.request('/support/login', form({ username: 'support', password: 'nope' }));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('The username or password is incorrect.');
  });

  it('does not accept a portal user as support agent', async () => {
    const res = await ctx.app.request('/support/login', form({ username: 'admin', password: 'Portal-Demo1' }));
    expect(res.status).toBe(401);
  });

  it('lists and searches customers', async () => {
    const all = await (await ctx.app.request('/support', withCookie())).text();
    expect(all).toContain('Olivia Bennett');
    expect(all).toContain('Daniel Cho');
    const found = await (await ctx.app.request('/support?q=turnerdental', withCookie())).text();
    expect(found).toContain('Ava Turner');
    expect(found).not.toContain('Olivia Bennett');
  });
});

describe('agent sessions', () => {
  it('marks the user as agent session and refuses PIN, password and identity changes', async () => {
    const { key, userId } = await openAgentSession('daniel.cho');
    const me = await ctx.app.request('/portalApi/api/me', bearer(key));
    expect(me.status).toBe(200);
    const user = userSchema.parse(await me.json());
    expect(user.userId).toBe(userId);
    expect(user.agentSession).toBe('Y');
    // The banner's end time: the session's own (AGENT_SESSION_TTL_MINUTES, 60 by default).
    const endsIn = Date.parse(user.agentSessionEndsAt ?? '') - Date.now();
    expect(endsIn).toBeGreaterThan(55 * 60_000);
    expect(endsIn).toBeLessThanOrEqual(60 * 60_000);

    for (const path of ['/api/me/accessPin', '/api/me/password']) {
      const res = await ctx.app.request(`/portalApi${path}`, bearer(key, form({ accessPin: '1234', password: 'x' })));
      expect(res.status).toBe(403);
      expect(res.headers.get('X-PORTAL-ERROR')).toBe('This action is not available in an agent session.');
    }
    const { identityKey } = await login(ctx.app, 'user');
    const session = await ctx.app.request('/portalApi/api/session', bearer(key, form({ identityKey })));
    expect(session.status).toBe(403);
  });

  it('records every request with the agent and the customer', async () => {
    const { key, userId } = await openAgentSession('emma.wright');
    await ctx.app.request('/portalApi/api/me', bearer(key));
    await ctx.app.request('/portalApi/api/me/accessPin', bearer(key, form({ accessPin: '1234' })));
    const rows = await listAudit(ctx.database.db, { userId });
    const requests = rows.filter((r) => r.action === 'agent_request');
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const row of requests) expect(row.supportAgentId).toBeGreaterThan(0);
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/portalApi/api/me', status: 200 }),
        expect.objectContaining({ method: 'POST', path: '/portalApi/api/me/accessPin', status: 403 }),
      ]),
    );
    expect(rows.some((r) => r.action === 'agent_session_start' && r.supportAgentId)).toBe(true);
  });

  it('does not audit ordinary sessions', async () => {
    const { sessionKey } = await login(ctx.app, 'nochat');
    await ctx.app.request('/portalApi/api/me', bearer(sessionKey));
    const me = (await (await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).json()) as { userId: number };
    const rows = await listAudit(ctx.database.db, { userId: me.userId });
    expect(rows.filter((r) => r.action === 'agent_request')).toHaveLength(0);
  });
});

describe('support outbox', () => {
  it('needs the support login and lists what the portal sent', async () => {
    expect((await ctx.app.request('/support/outbox')).headers.get('Location')).toBe('/support/login');
    await ctx.app.request('/portalApi/api/authenticate/forgotPassword/sendCode', form({ email: 'daniel.cho@harborlaw.example' }));
    await vi.waitFor(async () => {
      const page = await (await ctx.app.request('/support/outbox?to=daniel.cho@harborlaw.example', withCookie())).text();
      expect(page).toContain('reset-code');
      expect(page).toMatch(/Your password reset code is \d{6}/);
    });
  });
});
