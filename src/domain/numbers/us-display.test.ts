import { describe, expect, it } from 'vitest';
import { formatUsDisplay } from './us-display';

describe('formatUsDisplay', () => {
  it('shows +1 numbers as NNN-NNN-NNNN', () => {
    expect(formatUsDisplay('+15551234567')).toBe('555-123-4567');
    expect(formatUsDisplay('5551234567')).toBe('555-123-4567');
  });
  it('leaves other numbers alone', () => {
    expect(formatUsDisplay('+447400123456')).toBe('+447400123456');
    expect(formatUsDisplay(null)).toBe('');
  });
});
