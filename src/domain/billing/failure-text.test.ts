import { describe, expect, it } from 'vitest';
import { beforeSemicolon } from './failure-text';

describe('beforeSemicolon (billing-account §4, §8)', () => {
  it('keeps the text before the first semicolon', () => {
    expect(beforeSemicolon('Your card was declined.; decline_code=generic_decline')).toBe('Your card was declined.');
    expect(beforeSemicolon('This payment method has a payment in progress; try again; later')).toBe('This payment method has a payment in progress');
  });
  it('leaves a text without a semicolon as it is', () => {
    expect(beforeSemicolon('Plain failure.')).toBe('Plain failure.');
  });
});
