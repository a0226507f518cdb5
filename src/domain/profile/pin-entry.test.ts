import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinComplete, pinEntry } from './pin-entry';

describe('PIN entry (core §5)', () => {
  it('keeps digits only, at most 6', () => {
    expect(pinEntry('12a3 4')).toBe('1234');
    expect(pinEntry('12345678')).toBe('123456');
    expect(pinEntry('١٢٣٤')).toBe('');
    fc.assert(fc.property(fc.string(), (s) => /^[0-9]{0,6}$/.test(pinEntry(s))));
  });
  it('enables Set PIN from 4 to 6 digits', () => {
    expect(pinComplete('123')).toBe(false);
    expect(pinComplete('1234')).toBe(true);
    expect(pinComplete('123456')).toBe(true);
    expect(pinComplete('1234567')).toBe(false);
    expect(pinComplete('12a4')).toBe(false);
  });
});
