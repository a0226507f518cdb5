/**
 * The real processor: Stripe's REST API over fetch (no SDK), chosen by STRIPE_SECRET_KEY.
 * Charges are off-session PaymentIntents confirmed at once with the idempotency key passed on
 * (Stripe charges once per key); methods are added through Checkout in setup mode, whose
 * session is read back when the browser returns.
 */
import type { PaymentMethodType } from '../../../src/contract/billing';
import type { NewMethod, PaymentProcessor } from './processor';

interface StripeOptions {
  secretKey: string;
  apiBase?: string | undefined;
  fetch: typeof fetch;
}

type StripeObject = Record<string, unknown>;

export class StripeError extends Error {
  constructor(message: string, readonly code: string | null, readonly status: number) {
    super(message);
  }
}

const encode = (params: Record<string, string | number | undefined>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) body.append(key, String(value));
  return body;
};

export function createStripeProcessor(options: StripeOptions): PaymentProcessor {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string | number | undefined> = {}, idempotencyKey?: string): Promise<StripeObject> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}` };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const query = method === 'GET' ? `?${encode(params)}` : '';
    const res = await options.fetch(`${base}${path}${query}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } : headers,
      body: method === 'POST' ? encode(params) : undefined,
    });
    const body = (await res.json().catch(() => ({}))) as StripeObject;
    if (!res.ok) {
      const error = (body['error'] ?? {}) as { message?: string; code?: string; decline_code?: string };
      throw new StripeError(error.message ?? `Stripe answered ${res.status}`, error.decline_code ?? error.code ?? null, res.status);
    }
    return body;
  }

  return {
    name: 'stripe',
    async ensureCustomer(account) {
      if (account.customerId) return account.customerId;
      const customer = await call('POST', '/v1/customers', {
        name: account.accountName,
        email: account.email ?? undefined,
        'metadata[accountId]': account.accountId,
      }, `customer-${account.accountId}`);
      return String(customer['id']);
    },
    async charge(request) {
      try {
        const intent = await call('POST', '/v1/payment_intents', {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customerId ?? undefined,
          payment_method: request.method.paymentMethodUid,
          confirm: 'true',
          off_session: 'true',
          description: request.description,
          'metadata[accountId]': request.accountId,
        }, request.idempotencyKey);
        const status = String(intent['status']);
        if (status === 'succeeded' || status === 'processing') return { status: 'processing', reference: String(intent['id']) };
        return { status: 'declined', reference: String(intent['id']), message: `The payment was not completed; status=${status}` };
      } catch (error) {
        if (error instanceof StripeError && error.status === 402) return { status: 'declined', reference: null, message: `${error.message}; decline_code=${error.code ?? 'unknown'}` };
        throw error;
      }
    },
    async paymentStatus(reference) {
      if (!reference) return 'failed';
      const intent = await call('GET', `/v1/payment_intents/${encodeURIComponent(reference)}`);
      const status = String(intent['status']);
      return status === 'succeeded' ? 'succeeded' : status === 'processing' ? 'processing' : 'failed';
    },
    async startCheckout(start) {
      const session = await call('POST', '/v1/checkout/sessions', {
        mode: 'setup',
        customer: start.customerId ?? undefined,
        currency: start.currency.toLowerCase(),
        'payment_method_types[0]': start.kind === 'card' ? 'card' : 'us_bank_account',
        success_url: `${start.apiOrigin}/pay/return/${start.checkoutId}`,
        cancel_url: start.returnUrl,
        'metadata[accountId]': start.accountId,
      }, `checkout-${start.checkoutId}`);
      return { url: String(session['url']), processorSessionId: String(session['id']) };
    },
    async finishCheckout(processorSessionId) {
      const session = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(processorSessionId)}`, { 'expand[]': 'setup_intent.payment_method' });
      if (session['status'] !== 'complete') return null;
      const intent = session['setup_intent'] as StripeObject | null;
      const pm = (intent?.['payment_method'] ?? null) as StripeObject | null;
      if (!pm) return null;
      const type = String(pm['type']) as PaymentMethodType;
      const card = (pm['card'] ?? null) as { brand?: string; last4?: string; exp_month?: number; exp_year?: number; funding?: string } | null;
      const bank = (pm['us_bank_account'] ?? null) as { bank_name?: string; last4?: string; account_type?: string } | null;
      const detail = (pm[type] ?? {}) as { last4?: string };
      const method: NewMethod = {
        paymentMethodUid: String(pm['id']),
        type,
        brand: card?.brand ?? bank?.bank_name ?? null,
        last4: card?.last4 ?? bank?.last4 ?? detail.last4 ?? '0000',
        expMonth: card?.exp_month ?? null,
        expYear: card?.exp_year ?? null,
        funding: card?.funding ?? null,
        bankAccountType: bank?.account_type ?? null,
        billingName: ((pm['billing_details'] ?? {}) as { name?: string }).name ?? null,
      };
      return method;
    },
  };
}
