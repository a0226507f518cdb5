import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { processorFromEnv } from './processor';
import { createStripeProcessor } from './stripe-processor';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function fakeStripe(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, body: String(init?.body ?? '') });
    const key = Object.keys(answers).find((k) => url.includes(k))!;
    const answer = answers[key]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const method = { paymentMethodUid: 'pm_123', type: 'card' as const, last4: '4242', funding: 'credit' };
const charge = { accountId: 1, customerId: 'cus_1', method, amountMinor: 10300, currency: 'USD', idempotencyKey: 'pay-1-key', description: 'Invoice 1' };

describe('the Stripe adapter', () => {
  it('is chosen by STRIPE_SECRET_KEY; the local test processor otherwise', () => {
    expect(processorFromEnv(parseEnv({ NODE_ENV: 'test' })).name).toBe('local');
    expect(processorFromEnv(parseEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_abc123' })).name).toBe('stripe');
  });

  it('confirms an off-session PaymentIntent with the idempotency key passed on', async () => {
    const { calls, fetchImpl } = fakeStripe({ '/v1/payment_intents': { status: 200, body: { id: 'pi_1', status: 'processing' } } });
    const stripe = createStripeProcessor({ secretKey: 'sk_test_abc', fetch: fetchImpl });
    expect(await stripe.charge(charge)).toEqual({ status: 'processing', reference: 'pi_1' });
    const call = calls[0]!;
    expect(call.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call.headers['Idempotency-Key']).toBe('pay-1-key');
    expect(call.headers['Authorization']).toBe('Bearer sk_test_abc');
    const body = new URLSearchParams(call.body);
    expect(Object.fromEntries(body)).toMatchObject({ amount: '10300', currency: 'usd', customer: 'cus_1', payment_method: 'pm_123', confirm: 'true', off_session: 'true' });
  });

  it('reports a card decline as declined with the decline code after a semicolon', async () => {
    const { fetchImpl } = fakeStripe({ '/v1/payment_intents': { status: 402, body: { error: { message: 'Your card was declined.', decline_code: 'insufficient_funds' } } } });
    const stripe = createStripeProcessor({ secretKey: 'sk_test_abc', fetch: fetchImpl });
    expect(await stripe.charge(charge)).toEqual({ status: 'declined', reference: null, message: 'Your card was declined.; decline_code=insufficient_funds' });
  });

  it('opens Checkout in setup mode and reads the added method back', async () => {
    const { calls, fetchImpl } = fakeStripe({
      '/v1/checkout/sessions/cs_1': {
        status: 200,
        body: { status: 'complete', setup_intent: { payment_method: { id: 'pm_new', type: 'card', card: { brand: 'visa', last4: '5556', exp_month: 4, exp_year: 2030, funding: 'debit' }, billing_details: { name: 'Olivia' } } } },
      },
      '/v1/checkout/sessions': { status: 200, body: { id: 'cs_1', url: 'https://checkout.stripe.com/c/cs_1' } },
    });
    const stripe = createStripeProcessor({ secretKey: 'sk_test_abc', fetch: fetchImpl });
    const started = await stripe.startCheckout({ checkoutId: 'chk', accountId: 1, accountName: 'Harbor', kind: 'card', currency: 'GBP', customerId: 'cus_1', apiOrigin: 'https://portal.example', returnUrl: 'https://portal.example/billing?tab=2' });
    expect(started).toEqual({ url: 'https://checkout.stripe.com/c/cs_1', processorSessionId: 'cs_1' });
    expect(new URLSearchParams(calls[0]!.body).get('success_url')).toBe('https://portal.example/pay/return/chk');
    // The account's currency, not a fixed one.
    expect(new URLSearchParams(calls[0]!.body).get('currency')).toBe('gbp');
    expect(await stripe.finishCheckout('cs_1')).toMatchObject({ paymentMethodUid: 'pm_new', type: 'card', last4: '5556', funding: 'debit', billingName: 'Olivia' });
  });
});
