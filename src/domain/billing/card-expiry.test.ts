import { describe, expect, it } from 'vitest';
import { isMethodExpired } from './card-expiry';

const card = (expMonth: number, expYear: number) => ({ type: 'card', expMonth, expYear });
const june15 = new Date(Date.UTC(2026, 5, 15));

describe('card expiry', () => {
  it('keeps a card good through its expiry month and expired from the next', () => {
    expect(isMethodExpired(card(6, 2026), june15)).toBe(false);
    expect(isMethodExpired(card(6, 2026), new Date(Date.UTC(2026, 5, 30, 23, 59)))).toBe(false);
    expect(isMethodExpired(card(6, 2026), new Date(Date.UTC(2026, 6, 1)))).toBe(true);
    expect(isMethodExpired(card(5, 2026), june15)).toBe(true);
    expect(isMethodExpired(card(12, 2025), june15)).toBe(true);
    expect(isMethodExpired(card(1, 2027), june15)).toBe(false);
  });
  it('never expires bank debits or a card without an expiry', () => {
    expect(isMethodExpired({ type: 'us_bank_account', expMonth: null, expYear: null }, june15)).toBe(false);
    expect(isMethodExpired({ type: 'sepa_debit', expMonth: 1, expYear: 2000 }, june15)).toBe(false);
    expect(isMethodExpired({ type: 'card', expMonth: null, expYear: null }, june15)).toBe(false);
  });
});
