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
