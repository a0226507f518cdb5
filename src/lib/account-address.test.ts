import { describe, expect, it } from 'vitest';
import { canSaveAddress } from './account-address';

describe('address dialog Save rule', () => {
  const full = { address1: '1 Main St', address2: '', city: 'Portland', state: 'OR', zip: '97204', country: 'US' as const };
  it('needs address line 1, city, country, state/territory and zip/postal code', () => {
    expect(canSaveAddress(full)).toBe(true);
    for (const key of ['address1', 'city', 'state', 'zip'] as const) expect(canSaveAddress({ ...full, [key]: ' ' })).toBe(false);
  });
});
