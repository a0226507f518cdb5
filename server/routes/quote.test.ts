import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSchema } from '../../src/contract/quote';
import { insertQuote } from '../db/repositories/quotes';
import { createTestContext, type TestContext } from '../http/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

const info = async (token: string) => {
  const res = await ctx.app.request(`/portalApi/api/startQuoteV2/quoteInfo?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  return quoteSchema.parse(await res.json());
};

let n = 0;
async function openQuote(expiresInDays = 10) {
  n += 1;
  const token = `test-quote-${n}`;
  await insertQuote(ctx.database.db, {
    token,
    status: 'OPEN',
    currency: 'GBP',
    lineItems: [{ description: 'Plan', debitAmount: 100, discountAmount: 10, taxAmount: 18, discountLineItemText: ['Welcome'] }],
    amountTotal: 108,
    expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
  });
  return token;
}

describe('GET /api/startQuoteV2/quoteInfo', () => {
  it('shows every seeded state without a login', async () => {
    expect((await info('demo-quote-open')).status).toBe('OPEN');
    expect((await info('demo-quote-paid')).status).toBe('PAID');
    expect((await info('demo-quote-cancelled-now')).status).toBe('CANCELLED_NOW');
    expect((await info('demo-quote-disabled')).status).toBe('DISABLED');
    expect((await info('demo-quote-expired')).status).toBe('EXPIRED');
    const open = await info('demo-quote-open');
    expect(open.lineItems).toHaveLength(3);
    expect(open.amountTotal).toBe(545.92);
  });

  it('answers an unknown token with INVALID_TOKEN_URL, and a malformed one with a 400', async () => {
    expect(await info('no-such-token')).toEqual({ status: 'INVALID_TOKEN_URL', currency: 'USD', lineItems: [], amountTotal: 0 });
    expect((await ctx.app.request('/portalApi/api/startQuoteV2/quoteInfo?token=%3Cscript%3E')).status).toBe(400);
    expect((await ctx.app.request('/portalApi/api/startQuoteV2/quoteInfo')).status).toBe(400);
  });

  it('reads an open quote past its expiry as EXPIRED', async () => {
    expect((await info(await openQuote(-1))).status).toBe('EXPIRED');
  });
});

describe('accept and cancel navigations', () => {
  it('accept fulfils an open quote and sends the browser back to the quote page', async () => {
    const token = await openQuote();
    const res = await ctx.app.request(`/portalApi/api/startQuoteV2/accept?token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`http://localhost/quote#token=${token}`);
    expect((await info(token)).status).toBe('PAID');
    // A later cancel changes nothing.
    await ctx.app.request(`/portalApi/api/startQuoteV2/cancel?token=${token}`);
    expect((await info(token)).status).toBe('PAID');
  });

  it('cancel cancels an open quote', async () => {
    const token = await openQuote();
    expect((await ctx.app.request(`/portalApi/api/startQuoteV2/cancel?token=${token}`)).status).toBe(303);
    expect((await info(token)).status).toBe('CANCELLED_NOW');
  });

  it('leaves expired, disabled and unknown quotes alone', async () => {
    const expired = await openQuote(-1);
    await ctx.app.request(`/portalApi/api/startQuoteV2/accept?token=${expired}`);
    expect((await info(expired)).status).toBe('EXPIRED');
    await ctx.app.request('/portalApi/api/startQuoteV2/accept?token=demo-quote-disabled');
    expect((await info('demo-quote-disabled')).status).toBe('DISABLED');
    const bad = await ctx.app.request('/portalApi/api/startQuoteV2/cancel?token=%3C');
    expect(bad.status).toBe(303);
    expect(bad.headers.get('Location')).toBe('http://localhost/quote');
  });
});
