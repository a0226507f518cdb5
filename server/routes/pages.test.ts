import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/demo-users';
import { bearer, createTestContext, form, login, origin, type TestContext } from '../http/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('GET /login', () => {
  it('renders the form with its labels, the demo hint and a nonce CSP', async () => {
    const res = await ctx.app.request('/login?returnUrl=' + encodeURIComponent(`${origin}/activity`));
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('AnswerDesk');
    expect(page).toMatch(/<label for="username">Email or username<\/label>/);
    expect(page).toMatch(/<label for="password">Password<\/label>/);
    expect(page).toContain('>Log In</button>');
    expect(page).toContain(`value="${origin}/activity"`);
    expect(page).toContain(`<a href="${origin}/#reset">Forgot password?</a>`);
    expect(page).toContain(demoPassword);
    // Its icon is inline: no request for a /favicon.ico that is not there.
    expect(page).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const nonce = /nonce="([^"]+)"/.exec(page)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('goes on to the portal when this browser already has a live session (Back after logging in)', async () => {
    const returnUrl = `${origin}/contacts`;
    const ask = (cookie: string) => ctx.app.request(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, { headers: { Cookie: `portalSessionKey=${cookie}` } });
    const { sessionKey } = await login(ctx.app, 'user');
    const live = await ask(encodeURIComponent(sessionKey));
    expect(live.status).toBe(302);
    expect(live.headers.get('Location')).toBe(returnUrl);
    // A dead or made-up cookie gets the form.
    expect((await ask('not-a-session')).status).toBe(200);
    await ctx.app.request(`/logout?sessionKey=${encodeURIComponent(sessionKey)}`);
    expect(await (await ask(encodeURIComponent(sessionKey))).text()).toContain('>Log In</button>');
  });

  it('says why when the portal sends the browser back after its saved login expired', async () => {
    const page = await (await ctx.app.request('/login?expired=1')).text();
    expect(page).toContain('Your saved login has expired. Please log in again.');
  });

  it('hides the demo hint in production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production' }, { database: ctx.database });
    const page = await (await prod.app.request('/login')).text();
    expect(page).not.toContain(demoPassword);
    await prod.hub.close();
  });
});

describe('POST /login', () => {
  it('redirects to returnUrl with the keys in the fragment', async () => {
    const res = await ctx.app.request(
      '/login',
      form({ username: 'admin', password: demoPassword, returnUrl: `${origin}/activity?x=1` }),
    );
    expect(res.status).toBe(302);
    const location = res.headers.get('Location') ?? '';
    expect(location.startsWith(`${origin}/activity?x=1#sessionKey=`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('sessionKey')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fragment.get('identityKey')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await ctx.app.request('/portalApi/api/me', bearer(fragment.get('sessionKey')!));
    expect(me.status).toBe(200);
  });

  it('accepts the email address as login', async () => {
    const { sessionKey } = await login(ctx.app, 'olivia.bennett@harborlaw.example');
    expect(sessionKey).toBeTruthy();
  });

  it('shows the error and keeps the username on a wrong password', async () => {
    const res = await ctx.app.request('/login', form({ username: 'billing', password: 'wrong', returnUrl: `${origin}/` }));
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('The username or password is incorrect.');
    expect(page).toContain('value="billing"');
    expect(res.headers.get('X-PORTAL-ERROR')).toBe('The username or password is incorrect.');
  });

  it('is rate limited after 5 failures for a login and address', async () => {
    const attempt = (password: string) =>
      ctx.app.request('/login', form({ username: 'partner', password, returnUrl: `${origin}/` }));
    for (let i = 0; i < 4; i++) expect((await attempt('bad')).status).toBe(401);
    const fifth = await attempt('bad');
    expect(fifth.status).toBe(429);
    // Even the right password is refused while limited.
    const blocked = await attempt(demoPassword);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toMatch(/Too many failed attempts/);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();
    ctx.app.controls.loginLimiter.reset();
    expect((await attempt(demoPassword)).status).toBe(302);
  });

  it('asks for both fields when one is empty, without counting it as a failed attempt', async () => {
    for (let i = 0; i < 6; i++) {
      const empty = await ctx.app.request('/login', form({ username: i % 2 ? 'guest' : '', password: '', returnUrl: `${origin}/` }));
      expect(empty.status).toBe(400);
      expect(await empty.text()).toContain('Enter your email or username and your password.');
    }
    expect((await ctx.app.request('/login', form({ username: 'guest', password: demoPassword, returnUrl: `${origin}/` }))).status).toBe(302);
  });

  it('warns once few attempts are left before the pause', async () => {
    const attempt = () => ctx.app.request('/login', form({ username: 'nochat', password: 'bad', returnUrl: `${origin}/` }));
    expect(await (await attempt()).text()).not.toContain('left before logging in is paused');
    expect(await (await attempt()).text()).not.toContain('left before logging in is paused');
    expect(await (await attempt()).text()).toContain('2 attempts left before logging in is paused for 15 minutes.');
    expect(await (await attempt()).text()).toContain('1 attempt left before logging in is paused for 15 minutes.');
    expect((await attempt()).status).toBe(429);
    ctx.app.controls.loginLimiter.reset();
  });

  it('hands a billing-only user straight to Billing unless they asked for one of their pages', async () => {
    const land = async (path: string) =>
      (await ctx.app.request('/login', form({ username: 'billing', password: demoPassword, returnUrl: `${origin}${path}` }))).headers.get('Location') ?? '';
    expect(await land('/activity?x=1')).toMatch(new RegExp(`^${origin}/billing#sessionKey=`));
    expect(await land('/')).toMatch(new RegExp(`^${origin}/billing#sessionKey=`));
    expect(await land('/profile')).toMatch(new RegExp(`^${origin}/profile#sessionKey=`));
    expect(await land('/billing?accountId=5')).toMatch(new RegExp(`^${origin}/billing\\?accountId=5#sessionKey=`));
    // Anybody else goes where they asked.
    expect((await ctx.app.request('/login', form({ username: 'admin', password: demoPassword, returnUrl: `${origin}/activity` }))).headers.get('Location')).toMatch(
      new RegExp(`^${origin}/activity#sessionKey=`),
    );
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    'javascript:alert(1)',
  ])('refuses the open redirect %s', async (returnUrl) => {
    const res = await ctx.app.request('/login', form({ username: 'user', password: demoPassword, returnUrl }));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')?.startsWith(`${origin}/#sessionKey=`)).toBe(true);
  });

  it('allows the configured portal origin', async () => {
    const other = await createTestContext({ PORTAL_PUBLIC_URL: 'https://portal.example' }, { database: ctx.database });
    const res = await other.app.request(
      '/login',
      form({ username: 'user', password: demoPassword, returnUrl: 'https://portal.example/contacts' }),
    );
    expect(res.headers.get('Location')?.startsWith('https://portal.example/contacts#sessionKey=')).toBe(true);
    const fallback = await other.app.request('/login', form({ username: 'user', password: demoPassword, returnUrl: '' }));
    expect(fallback.headers.get('Location')?.startsWith('https://portal.example/#')).toBe(true);
    // CORS for the portal origin exposes the error header.
    const preflight = await other.app.request('/portalApi/api/me', {
      method: 'OPTIONS',
      headers: { Origin: 'https://portal.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://portal.example');
    const get = await other.app.request('/portalApi/api/me', { headers: { Origin: 'https://portal.example' } });
    expect(get.headers.get('Access-Control-Expose-Headers')).toContain('X-PORTAL-ERROR');
    const evil = await other.app.request('/portalApi/api/me', { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
    await other.hub.close();
  });
});

describe('GET /logout', () => {
  it('revokes the given session, clears the cookie and goes to the login page', async () => {
    const { sessionKey } = await login(ctx.app, 'grasshopper');
    const res = await ctx.app.request(
      `/logout?sessionKey=${encodeURIComponent(sessionKey)}&returnUrl=${encodeURIComponent(`${origin}/status`)}`,
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location')!, origin);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnUrl')).toBe(`${origin}/status`);
    expect(res.headers.get('Set-Cookie')).toMatch(/portalSessionKey=;.*Max-Age=0/);
    expect((await ctx.app.request('/portalApi/api/me', bearer(sessionKey))).status).toBe(401);
    const page = await (await ctx.app.request(location.pathname + location.search)).text();
    expect(page).toContain('You have been logged out.');
  });
});

describe('GET /config.js and the SPA', () => {
  it('serves the runtime config without caching', async () => {
    const res = await ctx.app.request('/config.js');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe('window.__PORTAL_CONFIG__ = {"apiBase":"","ukVariant":false,"productName":"AnswerDesk","phoneLine":"simulated"};\n');
  });

  it('names the top bar links when they are configured', async () => {
    const other = await createTestContext(
      { PORTAL_HELP_CENTER_URL: 'https://help.example/', PORTAL_REFER_URL: 'https://refer.example/' },
      { database: ctx.database },
    );
    const text = await (await other.app.request('/config.js')).text();
    expect(text).toContain('"helpCenterUrl":"https://help.example"');
    expect(text).toContain('"referUrl":"https://refer.example"');
    const support = await createTestContext({ PORTAL_SUPPORT_PHONE: '+44 20 7946 0000', PORTAL_SUPPORT_EMAIL: 'help@example.co.uk' }, { database: ctx.database });
    const supportText = await (await support.app.request('/config.js')).text();
    expect(supportText).toContain('"supportPhone":"+44 20 7946 0000","supportEmail":"help@example.co.uk"');
    await support.hub.close();
  });

  it("sends a billing-only user's deep link or reload of another page to Billing before the SPA loads", async () => {
    // No build is needed: the redirect comes before index.html is read.
    const open = (path: string, sessionKey?: string) =>
      ctx.app.request(path, { headers: { Accept: 'text/html', ...(sessionKey ? { Cookie: `portalSessionKey=${encodeURIComponent(sessionKey)}` } : {}) } });
    const billing = (await login(ctx.app, 'billing')).sessionKey;
    for (const path of ['/status', '/', '/index.html', '/activity/12']) {
      const res = await open(path, billing);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('Location'), path).toBe('/billing');
    }
    // Their own pages, anyone else, and a browser without a live session get the page.
    expect((await open('/billing', billing)).status).toBe(200);
    expect((await open('/profile', billing)).status).toBe(200);
    expect((await open('/status', (await login(ctx.app, 'admin')).sessionKey)).status).toBe(200);
    expect((await open('/status', 'not-a-session')).status).toBe(200);
    expect((await open('/status')).status).toBe(200);
  });

  it('says so when the SPA is not built', async () => {
    const res = await ctx.app.request('/activity', { headers: { Accept: 'text/html' } });
    expect(await res.text()).toContain('Portal not built yet');
  });
});
