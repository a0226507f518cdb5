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

/** Bank names arrive in capitals ("US BANK", "BANK OF AMERICA"); these stay capitals or small. */
const bankAcronyms = new Set(['US', 'USA', 'USAA', 'TD', 'PNC', 'BMO', 'HSBC', 'BBVA', 'RBC', 'UBS', 'SVB', 'NA', 'N.A.', 'BB&T']);
const smallWords = new Set(['of', 'the', 'and', 'for']);

/** A name in title case: "WELLS FARGO BANK" reads "Wells Fargo Bank", "US BANK" keeps its "US". */
const title = (text: string) =>
  text
    .split(/(\s+)/)
    .map((word, index) => {
      if (bankAcronyms.has(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLowerCase();
      if (index > 0 && smallWords.has(lower)) return lower;
      return lower.replace(/(^|-)\p{L}/gu, (m) => m.toUpperCase());
    })
    .join('');
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
