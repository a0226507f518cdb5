/** A payment method's display value (billing-account §3 Payment method displayValue, derived). */
import type { PaymentMethodType } from '../../contract/billing';

export interface DisplayableMethod {
  type: PaymentMethodType;
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  funding: string | null;
  bankAccountType: string | null;
}

const title = (text: string) => text.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export function paymentMethodDisplayValue(m: DisplayableMethod): string {
  switch (m.type) {
    case 'card': {
      const brand = m.brand ? (brandNames[m.brand.toLowerCase()] ?? title(m.brand)) : 'Card';
      const funding = m.funding === 'credit' || m.funding === 'debit' ? ` ${m.funding}` : '';
      const exp = m.expMonth && m.expYear ? ` (exp ${String(m.expMonth).padStart(2, '0')}/${m.expYear})` : '';
      return `${brand}${funding} ending in ${m.last4}${exp}`;
    }
    case 'us_bank_account': {
      const bank = m.brand ? title(m.brand) : 'Bank account';
      const kind = m.bankAccountType ? ` ${m.bankAccountType}` : '';
      return `${bank}${kind} ending in ${m.last4}`;
    }
    case 'bacs_debit':
      return `Bacs Direct Debit ending in ${m.last4}`;
    case 'sepa_debit':
      return `SEPA Direct Debit ending in ${m.last4}`;
  }
}
