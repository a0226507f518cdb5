import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@/contract/billing';
import { initialPayMethod, isExpiredMethod } from './payment-methods';

const now = new Date(Date.UTC(2026, 10, 27));
const method = (id: string, exp: [number, number] | null, type: PaymentMethod['type'] = 'card'): PaymentMethod => ({
  id,
  accountId: 1,
  type,
  brand: 'visa',
  last4: '4242',
  exp_month: exp ? exp[0] : null,
  exp_year: exp ? exp[1] : null,
  card: type === 'card' ? { funding: 'credit' } : null,
  us_bank_account: null,
  billing_details: { name: null },
  displayValue: id,
  defaultAutopay: 'N',
});

describe('stored methods on the billing screen', () => {
  const expired = method('pm_old', [10, 2026]);
  const good = method('pm_good', [11, 2026]);
  const bank = method('pm_bank', null, 'us_bank_account');

  it('reads a card past its expiry month as expired, never a bank account', () => {
    expect(isExpiredMethod(expired, now)).toBe(true);
    expect(isExpiredMethod(good, now)).toBe(false);
    expect(isExpiredMethod(bank, now)).toBe(false);
  });
  it('starts the pay dialog on the preferred method unless it expired', () => {
    expect(initialPayMethod([expired, good, bank], 'pm_bank', now)).toBe('pm_bank');
    expect(initialPayMethod([expired, good, bank], 'pm_old', now)).toBe('pm_good');
    expect(initialPayMethod([expired, good], null, now)).toBe('pm_good');
    expect(initialPayMethod([expired], 'pm_old', now)).toBe('');
  });
});
