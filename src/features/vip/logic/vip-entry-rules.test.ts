import { describe, expect, it } from 'vitest';
import { vipEntryErrors } from './vip-entry-rules';

describe('VIP entry rules', () => {
  it('VIP: a name is needed; name and company under 70', () => {
    expect(
      vipEntryErrors({
        phoneValid: true,
        name: 'x'.repeat(69),
        company: 'y'.repeat(69),
      }),
    ).toEqual({});
    expect(
      vipEntryErrors({
        phoneValid: true,
        name: 'x'.repeat(70),
        company: 'y'.repeat(70),
      }),
    ).toEqual({ name: 'tooLong', company: 'tooLong' });
    expect(vipEntryErrors({ phoneValid: false, name: ' ', company: '' })).toEqual({
      phone: 'invalid',
      name: 'required',
    });
  });
});
