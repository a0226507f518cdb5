import type { QuoteLineItem } from '@/contract/quote';

/** Sums of a quote's lines (billing-account §3 Quote): list prices, discounts, taxes. */
export interface QuoteSums {
  subtotal: number;
  discounts: number;
  taxes: number;
}

/** Cents, so 0.1 + 0.2 adds up. */
const cents = (value: number) => Math.round(value * 100);

export function quoteSums(lines: QuoteLineItem[]): QuoteSums {
  let subtotal = 0;
  let discounts = 0;
  let taxes = 0;
  for (const line of lines) {
    subtotal += cents(line.debitAmount);
    discounts += cents(line.discountAmount);
    taxes += cents(line.taxAmount);
  }
  return { subtotal: subtotal / 100, discounts: discounts / 100, taxes: taxes / 100 };
}

/** A line's amount after its discount and with its tax. */
export function lineTotal(line: QuoteLineItem): number {
  return (cents(line.debitAmount) - cents(line.discountAmount) + cents(line.taxAmount)) / 100;
}

/** An amount in the quote's currency (USD when none is given: billing-account §9). */
export function formatQuoteMoney(amount: number, currency: string, locale: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
}
