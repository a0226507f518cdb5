/**
 * The local test processor (the default; README "Payments"): charges are accepted at once as
 * PROCESSING and succeed when the settle step asks, except on the decline-on-charge test card.
 * Its hosted pages (routes/billing-checkout.ts) take the documented test numbers below.
 */
import { randomBytes } from 'node:crypto';
import type { NewMethod, PaymentProcessor } from './processor';

export interface TestCard {
  number: string;
  brand: string;
  funding: 'credit' | 'debit';
  /** declineAtCheckout: the page refuses it; declineOnCharge: it is added, then every charge declines. */
  outcome: 'succeeds' | 'declineAtCheckout' | 'declineOnCharge';
}

/** The documented test cards (README "Payments"); any other number is refused. */
export const testCards: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit', outcome: 'succeeds' },
  { number: '4000056655665556', brand: 'visa', funding: 'debit', outcome: 'succeeds' },
  { number: '5200828282828210', brand: 'mastercard', funding: 'debit', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', funding: 'credit', outcome: 'declineAtCheckout' },
  { number: '4000000000000341', brand: 'visa', funding: 'credit', outcome: 'declineOnCharge' },
];

/** The last four digits of the card that declines every charge. */
export const declineOnChargeLast4 = '0341';
export const cardDeclinedMessage = 'Your card was declined.';

/** The test bank-link page's routing number, and the account number it refuses. */
export const testRoutingNumber = '110000000';
export const failingBankAccountNumber = '000111111113';

export const newMethodUid = (prefix: 'card' | 'bank') => `pm_${prefix}_${randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x')}`;

export function createLocalProcessor(): PaymentProcessor {
  return {
    name: 'local',
    async ensureCustomer() {
      return null;
    },
    async charge(request) {
      if (request.method.type === 'card' && request.method.last4 === declineOnChargeLast4) {
        return { status: 'declined', reference: null, message: `${cardDeclinedMessage}; decline_code=generic_decline` };
      }
      return { status: 'processing', reference: `pi_local_${randomBytes(9).toString('base64url')}` };
    },
    async paymentStatus() {
      return 'succeeded';
    },
    async startCheckout(start) {
      const page = start.kind === 'card' ? 'checkout' : 'bank-link';
      return { url: `${start.apiOrigin}/pay/${page}/${start.checkoutId}`, processorSessionId: null };
    },
    async finishCheckout(): Promise<NewMethod | null> {
      return null;
    },
  };
}
