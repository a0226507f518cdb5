import { describe, expect, it } from 'vitest';
import type { QuoteLineItem } from '@/contract/quote';
import { formatQuoteMoney, lineTotal, quoteSums } from './quote-money';

const line = (debitAmount: number, discountAmount = 0, taxAmount = 0): QuoteLineItem => ({
  description: 'x', debitAmount, discountAmount, taxAmount, discountLineItemText: [],
});

describe('quote money', () => {
  it('sums list prices, discounts and taxes in cents', () => {
    expect(quoteSums([line(0.1), line(0.2, 0.05, 0.01)])).toEqual({ subtotal: 0.3, discounts: 0.05, taxes: 0.01 });
    expect(quoteSums([])).toEqual({ subtotal: 0, discounts: 0, taxes: 0 });
  });
  it('a line is its price less its discount plus its tax', () => {
    expect(lineTotal(line(489, 50))).toBe(439);
    expect(lineTotal(line(99, 0, 7.92))).toBe(106.92);
    expect(lineTotal(line(75, 75))).toBe(0);
  });
  it('formats in the quote currency, USD when the code is unusable', () => {
    expect(formatQuoteMoney(545.92, 'USD', 'en')).toBe('$545.92');
    expect(formatQuoteMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatQuoteMoney(10, 'usd', 'en')).toBe('$10.00');
  });
});
