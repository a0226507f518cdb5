/**
 * {api}/transferauth (issue 16): the reference consent page, approve and deny, the provider
 * redirect chosen by PORTAL_TRANSFER_AUTH_URLS and its callback, and only the user's own link.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, sql } from '../db/client';
import { createTestContext, login, origin, type TestContext } from '../http/test-context';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_TRANSFER_AUTH_URLS: 'HUBSPOT=https://app.hubspot.example/oauth/authorize?client_id=demo' });
  admin = (await login(ctx.app, 'admin')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const cookie = (key: string) => ({ Cookie: `portalSessionKey=${key}` });
const settingUp = async (id: number) =>
  (await queryRows<{ s: string }>(ctx.database.db, sql`select setting_up as s from transfer_links where transfer_link_id = ${id}`))[0]?.s;
const stateIn = (page: string) => /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
const decide = (key: string, id: number, state: string, decision: string) =>
  ctx.app.request('/transferauth', { method: 'POST', headers: { ...cookie(key), Origin: origin }, body: new URLSearchParams({ transferLinkId: String(id), state, decision }) });

describe('transfer link authorisation', () => {
  it('sends a browser without a portal session through the login to Integrations, which asks again', async () => {
    const res = await ctx.app.request('/transferauth?transferLinkId=3');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location')!, 'http://localhost');
    expect(location.pathname).toBe('/login');
    // Not back to this page: only the portal turns the login's session into the cookie it reads.
    const back = new URL(location.searchParams.get('returnUrl')!);
    expect(back.pathname).toBe('/integrations');
    expect(back.searchParams.get('authorize')).toBe('3');
  });

  it('deny leaves the link setting up; approve clears settingUp; both return to Integrations', async () => {
    const page = await ctx.app.request('/transferauth?transferLinkId=3', { headers: cookie(admin) });
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Authorize Zapier');
    expect(text).toContain('Approve');
    const denied = await decide(admin, 3, stateIn(text), 'deny');
    expect(denied.status).toBe(303);
    expect(denied.headers.get('Location')).toBe(`${origin}/integrations?authorization=denied&transferLinkId=3`);
    expect(await settingUp(3)).toBe('Y');
    const approved = await decide(admin, 3, stateIn(text), 'approve');
    expect(approved.headers.get('Location')).toBe(`${origin}/integrations?authorization=approved&transferLinkId=3`);
    expect(await settingUp(3)).toBe('N');
  });

  it('refuses another user’s link, a forged state and a cross-site post', async () => {
    expect((await ctx.app.request('/transferauth?transferLinkId=4', { headers: cookie(admin) })).status).toBe(404);
    expect((await decide(admin, 4, '4.1.forged', 'approve')).status).toBe(403);
    const crossSite = await ctx.app.request('/transferauth', { method: 'POST', headers: { ...cookie(admin), Origin: 'https://evil.example' }, body: new URLSearchParams({ transferLinkId: '8', state: 'x', decision: 'approve' }) });
    expect(crossSite.status).toBe(403);
    expect(await settingUp(8)).toBe('Y');
  });

  it('a provider listed in PORTAL_TRANSFER_AUTH_URLS gets the OAuth redirect, and its callback authorises', async () => {
    const res = await ctx.app.request('/transferauth?transferLinkId=8', { headers: cookie(admin) });
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('Location')!);
    expect(target.origin + target.pathname).toBe('https://app.hubspot.example/oauth/authorize');
    expect(target.searchParams.get('client_id')).toBe('demo');
    expect(target.searchParams.get('redirect_uri')).toBe(`${origin}/transferauth/callback`);
    const state = target.searchParams.get('state')!;
    expect((await ctx.app.request(`/transferauth/callback?state=${encodeURIComponent(state)}&error=access_denied`)).headers.get('Location')).toContain('authorization=denied');
    expect(await settingUp(8)).toBe('Y');
    expect((await ctx.app.request(`/transferauth/callback?state=${encodeURIComponent(`${state.split('.').slice(0, 2).join('.')}.forged`)}&code=abc`)).status).toBe(403);
    const back = await ctx.app.request(`/transferauth/callback?state=${encodeURIComponent(state)}&code=provider-code`);
    expect(back.headers.get('Location')).toContain('authorization=approved');
    expect(await settingUp(8)).toBe('N');
  });

  it('a consent page or provider round trip older than 30 minutes is refused (its state expires)', async () => {
    const [{ id }] = (await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into transfer_links (user_id, transfer_service_id, setting_up) select user_id, 10, 'Y' from users where username = 'admin' returning transfer_link_id as id`,
    )) as [{ id: number }];
    const [{ id: hubspot }] = (await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into transfer_links (user_id, transfer_service_id, setting_up) select user_id, 9, 'Y' from users where username = 'admin' returning transfer_link_id as id`,
    )) as [{ id: number }];
    const page = stateIn(await (await ctx.app.request(`/transferauth?transferLinkId=${id}`, { headers: cookie(admin) })).text());
    const redirect = new URL((await ctx.app.request(`/transferauth?transferLinkId=${hubspot}`, { headers: cookie(admin) })).headers.get('Location')!);
    const providerState = redirect.searchParams.get('state')!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    const late = await decide(admin, id, page, 'approve');
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('This authorization page has expired.');
    const lateCallback = await ctx.app.request(`/transferauth/callback?state=${encodeURIComponent(providerState)}&code=late-code`);
    expect(lateCallback.status).toBe(403);
    expect(await settingUp(id)).toBe('Y');
    expect(await settingUp(hubspot)).toBe('Y');
    // A fresh page works at the same moment: only the old state is refused.
    const fresh = stateIn(await (await ctx.app.request(`/transferauth?transferLinkId=${id}`, { headers: cookie(admin) })).text());
    expect((await decide(admin, id, fresh, 'approve')).status).toBe(303);
    expect(await settingUp(id)).toBe('N');
  });

  it('refuses a user without Integrations', async () => {
    const { sessionKey } = await login(ctx.app, 'user');
    const res = await ctx.app.request('/transferauth?transferLinkId=4', { headers: cookie(sessionKey) });
    expect(res.status).toBe(302);
  });
});
