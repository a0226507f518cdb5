import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, form, login, type TestContext } from '../http/test-context';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PORTAL_TEST_CONTROL: '1' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('test surface: sign-in', () => {
  it('creates a throwaway user who can log in, and reads their outbox', async () => {
    const created = await (await ctx.app.request('/__test/users', json({ password: 'Throwaway-1' }))).json();
    expect(created.email).toMatch(/^e2e-[0-9a-f]+@example\.com$/);
    await login(ctx.app, created.username, 'Throwaway-1');
    await ctx.app.request('/portalApi/api/authenticate/forgotPassword/sendCode', form({ email: created.email }));
    await vi.waitFor(async () => {
      const { messages } = await (await ctx.app.request(`/__test/outbox?to=${encodeURIComponent(created.email)}`)).json();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ channel: 'email', purpose: 'reset-code' });
    });
    expect((await ctx.app.request('/__test/outbox')).status).toBe(400);
  });

  it('creates a two-factor user and expires their code and change key', async () => {
    const created = await (await ctx.app.request('/__test/users', json({ password: 'Throwaway-1', twoFactor: 'Y' }))).json();
    const { sessionKey } = await login(ctx.app, created.username, 'Throwaway-1');
    const bearerForm = (values: Record<string, string>) => ({ ...form(values), headers: { Authorization: `Bearer ${sessionKey}` } });
    expect((await ctx.app.request('/portalApi/api/me/twoFactor/send/email', bearerForm({}))).status).toBe(200);
    const { messages } = await (await ctx.app.request(`/__test/outbox?to=${encodeURIComponent(created.email)}`)).json();
    const code = /\d{6}/.exec(messages[0].body)![0];
    expect((await ctx.app.request('/__test/expire-two-factor-code', json({ email: created.email }))).status).toBe(200);
    const late = await ctx.app.request('/portalApi/api/me/twoFactor/verify', bearerForm({ twoFactorCode: code }));
    expect(late.headers.get('X-PORTAL-ERROR')).toBe('The code has expired. Send a new code.');
    expect((await ctx.app.request('/__test/expire-change-key', json({ email: created.email }))).status).toBe(200);
    expect((await ctx.app.request('/__test/expire-change-key', json({ email: 'nobody@example.com' }))).status).toBe(404);
  });

  it('adds a quote with its own token', async () => {
    const { token } = await (await ctx.app.request('/__test/quotes', json({ status: 'PAID' }))).json();
    const quote = await (await ctx.app.request(`/portalApi/api/startQuoteV2/quoteInfo?token=${token}`)).json();
    expect(quote.status).toBe('PAID');
  });

  it('the data reset clears the sign-in rate limits', async () => {
    const send = () => ctx.app.request('/portalApi/api/authenticate/forgotPassword/sendCode', form({ email: 'limited@example.com' }));
    for (let i = 0; i < 5; i += 1) await send();
    expect((await send()).status).toBe(429);
    expect(ctx.app.controls.signInLimits.sendPerEmail.blocked('limited@example.com')).toBe(true);
    ctx.app.controls.signInLimits.sendPerEmail.reset();
    expect((await send()).status).toBe(200);
  });
});
