/**
 * The payment processor adapter (billing-account §4 Payment flow, Payment methods): one
 * interface, two implementations chosen by the environment. With STRIPE_SECRET_KEY the real
 * processor (Stripe's REST API over fetch, stripe-processor.ts); otherwise the local test
 * processor (local-processor.ts), which serves its own hosted checkout and bank-link pages, the
 * way a processor's test mode does. The reference server and every test use the local one.
 */
import type { Context } from 'hono';
import type { PaymentMethodType } from '../../../src/contract/billing';
import type { ServerEnv } from '../../env';
import type { AppEnv } from '../../http/types';
import { createLocalProcessor } from './local-processor';
import { createStripeProcessor } from './stripe-processor';

export interface StoredMethod {
  paymentMethodUid: string;
  type: PaymentMethodType;
  last4: string;
  funding: string | null;
}

export interface ChargeRequest {
  accountId: number;
  customerId: string | null;
  method: StoredMethod;
  /** In the currency's smallest unit (cents for USD, whole yen for JPY), surcharge included. */
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  status: 'processing' | 'declined';
  reference: string | null;
  message?: string;
}

export interface CheckoutStart {
  checkoutId: string;
  accountId: number;
  accountName: string;
  kind: 'card' | 'bank';
  /** The account's currency (ISO 4217): the method is set up for the invoices it will pay. */
  currency: string;
  customerId: string | null;
  /** This server's origin: the local pages live here, the real processor returns here. */
  apiOrigin: string;
  /** Where the browser goes back to (the portal's /billing?tab=2). */
  returnUrl: string;
}

/** A method the processor reports for a completed checkout. */
export interface NewMethod {
  paymentMethodUid: string;
  type: PaymentMethodType;
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  funding: string | null;
  bankAccountType: string | null;
  billingName: string | null;
}

export interface PaymentProcessor {
  readonly name: 'local' | 'stripe';
  /** Creates the processor's customer for an account (null when the processor has none). */
  ensureCustomer(account: { accountId: number; accountName: string; customerId: string | null; email: string | null }): Promise<string | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Where a PROCESSING payment stands (the settle step asks). */
  paymentStatus(reference: string | null): Promise<'succeeded' | 'processing' | 'failed'>;
  /** The address of the hosted page the browser is sent to, and the processor's session id. */
  startCheckout(start: CheckoutStart): Promise<{ url: string; processorSessionId: string | null }>;
  /** The method a finished real checkout added (the local pages add theirs themselves). */
  finishCheckout(processorSessionId: string): Promise<NewMethod | null>;
}

export function processorFromEnv(env: ServerEnv, fetchImpl: typeof fetch = fetch): PaymentProcessor {
  return env.STRIPE_SECRET_KEY ? createStripeProcessor({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE, fetch: fetchImpl }) : createLocalProcessor();
}

const processors = new WeakMap<ServerEnv, PaymentProcessor>();

/** The request's processor: one per environment (process), built from it. */
export function processorOf(c: Context<AppEnv>): PaymentProcessor {
  const env = c.var.env;
  let processor = processors.get(env);
  if (!processor) {
    processor = processorFromEnv(env);
    processors.set(env, processor);
  }
  return processor;
}
