/**
 * The add-method pages (billing-account §4: adding a payment method or bank account leaves the
 * site): with the local test processor, /pay/checkout/{id} (card) and /pay/bank-link/{id} serve
 * the forms; with the real processor, /pay/return/{id} reads the finished checkout back. Each
 * adds the method once and returns the browser to /billing?tab=2. The random, single-use,
 * 30-minute checkout id is the authorisation (no portal session on a processor's page).
 */
import { Hono, type Context } from 'hono';
import { findAccountRow } from '../db/repositories/account';
import { findOpenCheckout, type CheckoutRow } from '../db/repositories/billing-methods';
import { formText, readForm } from '../http/input-limits';
import type { AppEnv } from '../http/types';
import { portalRoot } from '../http/urls';
import { renderCheckoutGone, renderCheckoutPage } from '../pages/billing-checkout';
import { addCheckoutMethod } from '../services/billing/checkout';
import { cardDeclinedMessage, failingBankAccountNumber, newMethodUid, testCards, testRoutingNumber } from '../services/billing/local-processor';
import { processorOf } from '../services/billing/processor';
import { notifyAccount } from '../services/number-entries';
import { sendPage } from './pages';

const idPattern = /^[A-Za-z0-9_-]{20,64}$/;

export function billingCheckoutRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const returnUrl = (c: Context<AppEnv>, accountId?: number) => `${portalRoot(c, c.var.env)}billing?tab=2${accountId ? `&account=${accountId}` : ''}`;

  async function open(c: Context<AppEnv>, kind: 'card' | 'bank'): Promise<CheckoutRow | null> {
    const id = c.req.param('id') ?? '';
    if (!idPattern.test(id)) return null;
    const checkout = await findOpenCheckout(c.var.database.db, id);
    return checkout && checkout.kind === kind ? checkout : null;
  }

  async function page(c: Context<AppEnv>, kind: 'card' | 'bank', checkout: CheckoutRow, error?: string, values?: Record<string, string>) {
    const account = await findAccountRow(c.var.database.db, checkout.accountId);
    return sendPage(c, renderCheckoutPage({ nonce: c.var.cspNonce, kind, accountName: account?.accountName ?? '', returnUrl: returnUrl(c, checkout.accountId), error, values }), error ? 400 : 200, error);
  }

  const gone = (c: Context<AppEnv>) => sendPage(c, renderCheckoutGone(c.var.cspNonce, returnUrl(c)), 404);

  async function finish(c: Context<AppEnv>, checkout: CheckoutRow, method: Parameters<typeof addCheckoutMethod>[2]) {
    const db = c.var.database.db;
    if (!(await addCheckoutMethod(db, checkout, method))) return gone(c);
    await notifyAccount(db, c.var.hub, checkout.accountId);
    return c.redirect(returnUrl(c, checkout.accountId), 303);
  }

  for (const [path, kind] of [['/pay/checkout/:id', 'card'], ['/pay/bank-link/:id', 'bank']] as const) {
    app.get(path, async (c) => {
      if (processorOf(c).name !== 'local') return gone(c);
      const checkout = await open(c, kind);
      return checkout ? page(c, kind, checkout) : gone(c);
    });
  }

  app.post('/pay/checkout/:id', async (c) => {
    if (processorOf(c).name !== 'local') return gone(c);
    const checkout = await open(c, 'card');
    if (!checkout) return gone(c);
    const form = await readForm(c);
    const values = { name: formText(form, 'name').trim().slice(0, 100), number: formText(form, 'number').slice(0, 40), expiry: formText(form, 'expiry').trim().slice(0, 7), cvc: '' };
    const number = values.number.replace(/[\s-]/g, '');
    const card = testCards.find((t) => t.number === number);
    const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(values.expiry);
    const cvc = formText(form, 'cvc').trim();
    if (!values.name) return page(c, 'card', checkout, 'Enter the name on the card.', values);
    if (!card) return page(c, 'card', checkout, 'Use one of the test card numbers.', values);
    if (!expiry) return page(c, 'card', checkout, 'Enter the expiry as MM/YY.', values);
    const expYear = 2000 + Number(expiry[2]);
    const expMonth = Number(expiry[1]);
    const now = new Date();
    if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)) return page(c, 'card', checkout, 'Your card has expired.', values);
    if (!/^\d{3,4}$/.test(cvc)) return page(c, 'card', checkout, 'Enter the 3 or 4 digit security code.', values);
    if (card.outcome === 'declineAtCheckout') return page(c, 'card', checkout, cardDeclinedMessage, values);
    return finish(c, checkout, {
      paymentMethodUid: newMethodUid('card'),
      type: 'card',
      brand: card.brand,
      last4: number.slice(-4),
      expMonth,
      expYear,
      funding: card.funding,
      bankAccountType: null,
      billingName: values.name,
    });
  });

  app.post('/pay/bank-link/:id', async (c) => {
    if (processorOf(c).name !== 'local') return gone(c);
    const checkout = await open(c, 'bank');
    if (!checkout) return gone(c);
    const form = await readForm(c);
    const values = {
      name: formText(form, 'name').trim().slice(0, 100),
      routing: formText(form, 'routing').trim().slice(0, 20),
      account: formText(form, 'account').trim().slice(0, 30),
      accountType: formText(form, 'accountType') === 'savings' ? 'savings' : 'checking',
    };
    if (!values.name) return page(c, 'bank', checkout, 'Enter the account holder name.', values);
    if (values.routing !== testRoutingNumber) return page(c, 'bank', checkout, 'Use the test routing number 110000000.', values);
    if (!/^\d{4,17}$/.test(values.account)) return page(c, 'bank', checkout, 'Enter an account number of 4 to 17 digits.', values);
    if (values.account === failingBankAccountNumber) return page(c, 'bank', checkout, 'The bank account could not be verified.', values);
    return finish(c, checkout, {
      paymentMethodUid: newMethodUid('bank'),
      type: 'us_bank_account',
      brand: 'STRIPE TEST BANK',
      last4: values.account.slice(-4),
      expMonth: null,
      expYear: null,
      funding: null,
      bankAccountType: values.accountType,
      billingName: values.name,
    });
  });

  // The real processor sends the browser here when its hosted checkout is done.
  app.get('/pay/return/:id', async (c) => {
    const id = c.req.param('id');
    const checkout = idPattern.test(id) ? await findOpenCheckout(c.var.database.db, id) : null;
    if (!checkout?.processorSessionId) return gone(c);
    const method = await processorOf(c).finishCheckout(checkout.processorSessionId);
    if (!method) return c.redirect(returnUrl(c, checkout.accountId), 303);
    return finish(c, checkout, method);
  });

  return app;
}
