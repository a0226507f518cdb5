import { describe, expect, it } from 'vitest';
import { amountOnArrival, canPay, exceedsDue, isAmountEntry, paymentAmountProblem } from './payment-amount';

describe('payment amount (billing-account §5)', () => {
  it('takes digits with at most 2 decimals and at most 10 characters', () => {
    expect(isAmountEntry('12.3')).toBe(true);
    expect(isAmountEntry('12.34')).toBe(true);
    expect(isAmountEntry('12.345')).toBe(false);
    expect(isAmountEntry('1a')).toBe(false);
    expect(isAmountEntry('-5')).toBe(false);
    expect(isAmountEntry('1234567.89')).toBe(true);
    expect(isAmountEntry('12345678.90')).toBe(false);
  });
  it('is from 1 up to the amount due', () => {
    expect(paymentAmountProblem('0.99', 50)).toBe('belowMinimum');
    expect(paymentAmountProblem('1', 50)).toBeNull();
    expect(paymentAmountProblem('50.00', 50)).toBeNull();
    expect(paymentAmountProblem('50.01', 50)).toBe('aboveDue');
    expect(paymentAmountProblem('', 50)).toBe('format');
    expect(paymentAmountProblem('12345678901', 1e12)).toBe('tooLong');
    expect(exceedsDue(10.01, 10)).toBe(true);
    expect(exceedsDue(0.1 + 0.2, 0.3)).toBe(false);
  });
  it('needs a method to pay', () => {
    expect(canPay(null, '10', 50)).toBe(false);
    expect(canPay('pm_1', '10', 50)).toBe(true);
    expect(canPay('pm_1', '100', 50)).toBe(false);
  });
  it('checks an arriving amount as the text a person would have typed (the server)', () => {
    expect(amountOnArrival(120)).toBeNull();
    expect(amountOnArrival(100.1)).toBeNull();
    expect(amountOnArrival(9_999_999.99)).toBeNull();
    expect(amountOnArrival(9_999_999_999)).toBeNull();
    expect(amountOnArrival(99_999_999.99)).toBe('tooLong');
    expect(amountOnArrival(10_000_000_000)).toBe('tooLong');
    expect(amountOnArrival(1e21)).toBe('format');
    expect(amountOnArrival(0.5)).toBe('belowMinimum');
  });
});
