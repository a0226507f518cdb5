/**
 * Transfer-link verification (billing-account §4, §5): the server makes the 5-digit code, sends it
 * through the outbox, binds it to its address and limits how many go out. Split from
 * integrations.test.ts, which keeps the links, rules and deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../db/repositories/outbox';
import { bearer, createTestContext, form, login, type TestContext } from '../http/test-context';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await login(ctx.app, 'admin')).sessionKey;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const post = (path: string, key: string, values: Record<string, string> = {}) => ctx.app.request(`/portalApi${path}`, bearer(key, form(values)));

describe('link verification codes', () => {
  /** The code the server sent to `to` last (it makes the codes; the caller never chooses one). */
  const sentCode = async (to: string) => {
    const [sent] = await listOutbox(ctx.database.db, { recipient: to });
    expect(sent!.purpose).toBe('link-verification-code');
    return /\b(\d{5})\b/.exec(sent!.body ?? '')![1]!;
  };
  /** Another 5-digit code than `code`. */
  const otherThan = (code: string) => (code === '11111' ? '22222' : '11111');

  it('an email link needs the code the outbox delivered to that address', async () => {
    const email = 'new-link@harborlaw.example';
    expect((await post('/api/transfers/links/verify', admin, { email, code: '4821' })).status).toBe(400);
    expect((await post('/api/transfers/links/verify', admin, { email, code: '48213' })).status).toBe(200);
    const code = await sentCode(email);
    const wrong = await post('/api/transfers/links', admin, { transferServiceId: '6', email, code: otherThan(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('X-PORTAL-ERROR')).toBe('The verification code is not correct.');
    // The code is bound to the address it went to.
    expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email: 'other@harborlaw.example', code })).status).toBe(400);
    const res = await post('/api/transfers/links', admin, { transferServiceId: '6', email, code });
    expect(res.status).toBe(200);
    const link = (await res.json()) as { settingUp: string; parsedParametersJson: { email: string } };
    expect(link.settingUp).toBe('N');
    expect(link.parsedParametersJson.email).toBe(email);
    // Single use.
    expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email, code })).status).toBe(400);
  });

  it('makes the code itself: the one a caller sends with the request verifies nothing', async () => {
    const email = 'not-mine@elsewhere.example';
    expect((await post('/api/transfers/links/verify', admin, { email, code: '54321' })).status).toBe(200);
    const code = await sentCode(email);
    if (code !== '54321') expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email, code: '54321' })).status).toBe(400);
    // Without a code at all, as the portal now asks.
    expect((await post('/api/transfers/links/verify', admin, { email })).status).toBe(200);
    expect(await sentCode(email)).toMatch(/^\d{5}$/);
  });

  it('sends at most 3 codes to one address and 10 for one user in 15 minutes (429 beyond)', async () => {
    const limits = ctx.app.controls.signInLimits.all();
    for (const limiter of limits) limiter.reset();
    const email = 'flooded@harborlaw.example';
    for (let i = 0; i < 3; i++) expect((await post('/api/transfers/links/verify', admin, { email })).status).toBe(200);
    const refused = await post('/api/transfers/links/verify', admin, { email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await listOutbox(ctx.database.db, { recipient: email })).length).toBe(3);
    // Seven more addresses make ten for the user; the eleventh is refused, whatever its address.
    for (let i = 0; i < 7; i++) expect((await post('/api/transfers/links/verify', admin, { email: `flood-${i}@harborlaw.example` })).status).toBe(200);
    expect((await post('/api/transfers/links/verify', admin, { email: 'one-more@harborlaw.example' })).status).toBe(429);
    for (const limiter of limits) limiter.reset();
  });

  it('codes to two addresses live side by side; a new code to one address ends its earlier one', async () => {
    const [a, b] = ['side-a@harborlaw.example', 'side-b@harborlaw.example'];
    await post('/api/transfers/links/verify', admin, { email: a });
    const codeA = await sentCode(a);
    await post('/api/transfers/links/verify', admin, { email: b });
    const firstB = await sentCode(b);
    await post('/api/transfers/links/verify', admin, { email: b });
    const secondB = await sentCode(b);
    if (firstB !== secondB) expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email: b, code: firstB })).status).toBe(400);
    expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email: a, code: codeA })).status).toBe(200);
    expect((await post('/api/transfers/links', admin, { transferServiceId: '6', email: b, code: secondB })).status).toBe(200);
  });

  it('SMS links take US and GB numbers only', async () => {
    const refused = await post('/api/transfers/links/verify', admin, { phone: '+33612345678' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('X-PORTAL-ERROR')).toBe('Text message links accept US and GB numbers only.');
    expect((await post('/api/transfers/links/verify', admin, { phone: '07700 900123' })).status).toBe(200);
    const res = await post('/api/transfers/links', admin, { transferServiceId: '7', phone: '+447700900123', code: await sentCode('+447700900123') });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { parsedParametersJson: { phone: string } }).parsedParametersJson.phone).toBe('+447700900123');
  });
});
