import { describe, expect, it } from 'vitest';
import { readChangeKeyLink } from './change-key-link';

describe('readChangeKeyLink', () => {
  it('reads the key and its expiry from the fragment', () => {
    expect(readChangeKeyLink('#passwordChangeKey=abc-DEF_1&expires=1700000000000')).toEqual({ key: 'abc-DEF_1', expiresAt: 1700000000000 });
  });
  it('keeps a key without a readable expiry', () => {
    expect(readChangeKeyLink('#passwordChangeKey=abc&expires=soon')).toEqual({ key: 'abc', expiresAt: null });
  });
  it('ignores other fragments and oversized keys', () => {
    expect(readChangeKeyLink('')).toBeNull();
    expect(readChangeKeyLink('#migrate')).toBeNull();
    expect(readChangeKeyLink('#passwordChangeKey=')).toBeNull();
    expect(readChangeKeyLink(`#passwordChangeKey=${'x'.repeat(101)}`)).toBeNull();
  });
});
