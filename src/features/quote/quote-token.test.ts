import { describe, expect, it } from 'vitest';
import { quoteTokenFromHash } from './quote-token';

describe('quoteTokenFromHash', () => {
  it('reads the token in each address form', () => {
    expect(quoteTokenFromHash('#token=demo-quote-open')).toBe('demo-quote-open');
    expect(quoteTokenFromHash('#quote=abc')).toBe('abc');
    expect(quoteTokenFromHash('#/quote/abc')).toBe('abc');
    expect(quoteTokenFromHash('#abc')).toBe('abc');
    expect(quoteTokenFromHash('')).toBe('');
    expect(quoteTokenFromHash('#other=1')).toBe('');
  });
});
