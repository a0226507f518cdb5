import { describe, expect, it } from 'vitest';
import { paymentMethodDisplayValue } from './payment-method-display';

const base = { brand: null, expMonth: null, expYear: null, funding: null, bankAccountType: null };

describe('payment method display values', () => {
  it('names cards by brand, funding, last four and expiry', () => {
    expect(paymentMethodDisplayValue({ ...base, type: 'card', brand: 'visa', last4: '4242', funding: 'credit', expMonth: 4, expYear: 2028 }))
      .toBe('Visa credit ending in 4242 (exp 04/2028)');
    expect(paymentMethodDisplayValue({ ...base, type: 'card', brand: 'mastercard', last4: '5556', funding: 'debit' })).toBe('Mastercard debit ending in 5556');
  });
  it('keeps a bank name readable: acronyms in capitals, small words small', () => {
    const bank = (brand: string) => paymentMethodDisplayValue({ ...base, type: 'us_bank_account', brand, last4: '1117', bankAccountType: 'savings' });
    expect(bank('US BANK')).toBe('US Bank savings ending in 1117');
    expect(bank('BANK OF AMERICA')).toBe('Bank of America savings ending in 1117');
    expect(bank('TD BANK')).toBe('TD Bank savings ending in 1117');
    expect(bank('THE BANCORP')).toBe('The Bancorp savings ending in 1117');
  });
  it('names bank debits', () => {
    expect(paymentMethodDisplayValue({ ...base, type: 'us_bank_account', brand: 'WELLS FARGO BANK', last4: '6789', bankAccountType: 'checking' }))
      .toBe('Wells Fargo Bank checking ending in 6789');
    expect(paymentMethodDisplayValue({ ...base, type: 'sepa_debit', last4: '3000' })).toBe('SEPA Direct Debit ending in 3000');
    expect(paymentMethodDisplayValue({ ...base, type: 'bacs_debit', last4: '2345' })).toBe('Bacs Direct Debit ending in 2345');
  });
});
