import { describe, expect, it } from 'vitest';
import { toStoredPhoneNumber } from './stored-number';

describe('number normalisation', () => {
  it('stores numbers as a plus and digits', () => {
    expect(toStoredPhoneNumber('(503) 555-0100')).toBe('+15035550100');
    expect(toStoredPhoneNumber('1-503-555-0100')).toBe('+15035550100');
    expect(toStoredPhoneNumber('+44 7400 123456')).toBe('+447400123456');
    expect(toStoredPhoneNumber('555-0100')).toBeNull();
    expect(toStoredPhoneNumber('+1 503 555')).toBeNull();
  });
});
