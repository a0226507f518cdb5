/**
 * Adding a payment method (billing-account §4: "leaves the site (hosted checkout page; URL
 * returned by a call)"): a single-use checkout row whose random id is the page's address (30
 * minutes), the processor's page, and the method added when the page (or the real processor's
 * return) completes it. The account's users are told over /update.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { type AccountRow, updateAccountFields } from '../../db/repositories/account';
import { completeCheckout, insertCheckout, insertPaymentMethod, type CheckoutRow } from '../../db/repositories/billing-methods';
import { recordAudit } from '../../db/repositories/audit';
import type { NewMethod, PaymentProcessor } from './processor';

export const CHECKOUT_TTL_MS = 30 * 60_000;

export async function openCheckout(
  db: Db,
  processor: PaymentProcessor,
  account: AccountRow,
  kind: 'card' | 'bank',
  who: { userId: number; supportAgentId: number | null },
  urls: { apiOrigin: string; returnUrl: string },
): Promise<string> {
  const customerId = await processor.ensureCustomer({ accountId: account.accountId, accountName: account.accountName, customerId: account.processorCustomerId, email: account.billingEmail });
  if (customerId && customerId !== account.processorCustomerId) await updateAccountFields(db, account.accountId, { processorCustomerId: customerId });
  const checkoutId = randomBytes(24).toString('base64url');
  const started = await processor.startCheckout({ checkoutId, accountId: account.accountId, accountName: account.accountName, kind, currency: account.currencyCode, customerId, ...urls });
  await insertCheckout(db, {
    checkoutId,
    accountId: account.accountId,
    kind,
    userId: who.userId,
    supportAgentId: who.supportAgentId,
    processorSessionId: started.processorSessionId,
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
  });
  return started.url;
}

/** Adds the method of a completed checkout once (false: the page was already used or expired). */
export async function addCheckoutMethod(db: Db, checkout: CheckoutRow, method: NewMethod): Promise<boolean> {
  if (!(await completeCheckout(db, checkout.checkoutId))) return false;
  const autopayTo = await insertPaymentMethod(db, { ...method, accountId: checkout.accountId });
  await recordAudit(db, {
    action: 'billing.method.add',
    userId: checkout.userId,
    supportAgentId: checkout.supportAgentId,
    method: 'POST',
    path: `/pay/${checkout.kind === 'card' ? 'checkout' : 'bank-link'}`,
    status: 200,
    detail: { accountId: checkout.accountId, methodUid: method.paymentMethodUid, type: method.type, last4: method.last4, autopayTo },
  });
  return true;
}
