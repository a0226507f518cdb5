import { describe, expect, it } from 'vitest';
import { blockEntryErrors } from './blocked-entry-rules';

describe('blocked entry rules', () => {
  it('blocking: valid phone, name and company at most 100', () => {
    expect(
      blockEntryErrors({
        phoneValid: true,
        name: 'x'.repeat(100),
        company: '',
      }),
    ).toEqual({});
    expect(
      blockEntryErrors({
        phoneValid: false,
        name: 'x'.repeat(101),
        company: 'y'.repeat(101),
      }),
    ).toEqual({ phone: 'invalid', name: 'tooLong', company: 'tooLong' });
  });
});
