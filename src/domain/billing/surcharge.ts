/**
 * The surcharge rule (billing-account §3 Surcharge, §4 Payment flow): a percentage on credit
 * cards; none on debit or prepaid cards and on bank debits (where card surcharges are not
 * allowed). The server quotes it and checks the payment against it; the client shows it.
 */
import type { PaymentMethodType } from '../../contract/billing';

export const CREDIT_SURCHARGE_PERCENT = 3;

export interface SurchargeQuote {
  amount: number;
  status: 'SURCHARGE' | 'NO_SURCHARGE';
  surchargeText: string;
  totalAmount: number;
  surchargePercent: number;
  surchargeAmount: number;
  funding: string | null;
  methodType: PaymentMethodType;
  surchargeExemptStatus: 'DEFERRED' | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function quoteSurcharge(method: { type: PaymentMethodType; funding: string | null }, amount: number): SurchargeQuote {
  const credit = method.type === 'card' && method.funding === 'credit';
  const percent = credit ? CREDIT_SURCHARGE_PERCENT : 0;
  const surchargeAmount = cents((Math.round(amount * 100) * percent) / 100 / 100);
  return {
    amount: cents(amount),
    status: surchargeAmount > 0 ? 'SURCHARGE' : 'NO_SURCHARGE',
    surchargeText: surchargeAmount > 0
      ? `A ${percent}% surcharge of ${surchargeAmount.toFixed(2)} applies to payments by credit card. Debit cards and bank accounts are not surcharged.`
      : 'No surcharge applies to this payment method.',
    totalAmount: cents(amount + surchargeAmount),
    surchargePercent: percent,
    surchargeAmount,
    funding: method.type === 'card' ? method.funding : null,
    methodType: method.type,
    // Card surcharges on a method whose funding is not known yet are decided by the processor later.
    surchargeExemptStatus: method.type === 'card' && !method.funding ? 'DEFERRED' : null,
  };
}
