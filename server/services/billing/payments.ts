/**
 * Paying an invoice with a stored method (billing-account §4 Payment flow): the surcharge is
 * quoted again and must match what the user consented to, the charge runs once per idempotency
 * key under the invoice's row lock, and the payment is recorded with the user and, in an agent
 * session, the support agent (both names in the audit entry).
 */
import type { PayInvoiceRequest, Surcharge } from '../../../src/contract/billing';
import { quoteSurcharge } from '../../../src/domain/billing/surcharge';
import { toMinorUnits } from '../../../src/domain/billing/money';
import type { Db } from '../../db/client';
import type { AccountRow } from '../../db/repositories/account';
import { findPaymentMethod, markLastUsed, type PaymentMethodRow } from '../../db/repositories/billing-methods';
import { startPayment, type PaymentRow } from '../../db/repositories/billing-payments';
import type { InvoiceRow } from '../../db/repositories/billing';
import { recordAudit } from '../../db/repositories/audit';
import { messages, PortalHttpError } from '../../http/errors';
import { expiredCardMessage, isMethodExpired } from '../../../src/domain/billing/card-expiry';
import { beforeSemicolon } from '../../../src/domain/billing/failure-text';
import { amountOnArrival, amountProblemMessages } from '../../../src/domain/billing/payment-amount';
import { toMethodType } from '../../../src/domain/billing/method-type';
import type { PaymentProcessor } from './processor';

export const billingMessages = {
  methodMissing: 'The payment method was not found.',
  processing: 'A payment on this invoice is processing.',
  paid: 'This invoice has no balance to pay.',
  aboveDue: 'The amount is more than the amount due.',
  keyReused: 'This payment was already submitted with different details.',
  consentNeeded: 'The surcharge must be accepted before paying with this method.',
  surchargeChanged: 'The surcharge has changed; review the payment again.',
  defaultMethod:
    'This is your default payment method. To remove this payment method, first replace it with a different payment method. Then come back to remove this payment method.',
  methodBusy: 'This payment method has a payment in progress; try again once it has settled.',
} as const;

export async function methodOrThrow(db: Db, accountId: number, uid: string): Promise<PaymentMethodRow> {
  const method = await findPaymentMethod(db, accountId, uid);
  if (!method) throw new PortalHttpError(404, billingMessages.methodMissing);
  return method;
}

/** The payment amount's shared rule (at most 10 characters, 2 decimals, at least 1) on arrival: 400 otherwise. */
export function assertPaymentAmount(amount: number): void {
  const problem = amountOnArrival(amount);
  if (problem) throw new PortalHttpError(400, amountProblemMessages[problem]);
}

export function surchargeOf(method: PaymentMethodRow, amount: number): Surcharge {
  return quoteSurcharge({ type: toMethodType(method.type), funding: method.funding }, amount);
}

export interface PayOutcome {
  payment: PaymentRow;
  invoice: InvoiceRow;
}

export async function payInvoice(
  db: Db,
  processor: PaymentProcessor,
  account: AccountRow,
  invoiceId: number,
  input: PayInvoiceRequest,
  who: { userId: number; supportAgentId: number | null },
): Promise<PayOutcome> {
  assertPaymentAmount(input.amount);
  const method = await methodOrThrow(db, account.accountId, input.paymentMethodUid);
  if (isMethodExpired(method)) throw new PortalHttpError(409, expiredCardMessage);
  const quote = surchargeOf(method, input.amount);
  const consent = input.surchargeMetadata;
  if (quote.surchargeAmount > 0) {
    if (!consent || consent.receivedConsent !== 'Y') throw new PortalHttpError(409, billingMessages.consentNeeded);
    if (Math.round(consent.surchargeAmount * 100) !== Math.round(quote.surchargeAmount * 100)) throw new PortalHttpError(409, billingMessages.surchargeChanged);
  }
  const surcharge = {
    ...quote,
    receivedConsent: quote.surchargeAmount > 0 ? 'Y' : (consent?.receivedConsent ?? 'N'),
    consentUserId: who.userId,
    consentSupportAgentId: who.supportAgentId,
    displayedNotice: consent?.displayedNotice ?? null,
  };
  const result = await startPayment(
    db,
    { accountId: account.accountId, invoiceId, paymentMethodUid: method.paymentMethodUid, amount: input.amount, surchargeAmount: quote.surchargeAmount, surcharge, idempotencyKey: input.idempotencyKey, ...who },
    () =>
      processor.charge({
        accountId: account.accountId,
        customerId: account.processorCustomerId,
        method: { paymentMethodUid: method.paymentMethodUid, type: toMethodType(method.type), last4: method.last4, funding: method.funding },
        amountMinor: toMinorUnits(quote.totalAmount, account.currencyCode),
        currency: account.currencyCode,
        idempotencyKey: `pay-${account.accountId}-${input.idempotencyKey}`,
        description: `Invoice ${invoiceId} of account ${account.accountNumber}`,
      }),
  );
  if (result.kind === 'refused') {
    if (result.reason === 'missing') throw new PortalHttpError(404, messages.notFound);
    throw new PortalHttpError(409, billingMessages[result.reason]);
  }
  if (!result.replay) {
    await recordAudit(db, {
      action: result.payment.status === 'FAILED' ? 'billing.payment.declined' : 'billing.payment',
      userId: who.userId,
      supportAgentId: who.supportAgentId,
      method: 'POST',
      path: `/api/accounts/${account.accountId}/invoices/${invoiceId}`,
      status: result.payment.status === 'FAILED' ? 402 : 200,
      detail: { accountId: account.accountId, invoiceId, paymentId: result.payment.paymentId, amount: input.amount, surcharge: quote.surchargeAmount, methodUid: method.paymentMethodUid, receivedConsent: surcharge.receivedConsent },
    });
    if (result.payment.status !== 'FAILED') await markLastUsed(db, account.accountId, method.paymentMethodUid);
  }
  // The payment row keeps the processor's whole text (codes included) for support; people get its sentence.
  if (result.payment.status === 'FAILED') throw new PortalHttpError(402, beforeSemicolon(result.payment.failureMessage ?? 'The payment was declined.'));
  return { payment: result.payment, invoice: result.invoice };
}
