import { describe, expect, it } from 'vitest';
import { codeComplete, codeEntry } from './code-entry';

describe('code entry', () => {
  it('keeps digits only, at most six', () => {
    expect(codeEntry('12 34-56')).toBe('123456');
    expect(codeEntry('1234567')).toBe('123456');
    expect(codeEntry('abc')).toBe('');
    expect(codeEntry('٣12')).toBe('12');
  });
  it('is complete at exactly six digits', () => {
    expect(codeComplete('123456')).toBe(true);
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('000000')).toBe(true);
  });
});
