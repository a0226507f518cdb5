import { describe, expect, it } from 'vitest';
import { formatMoney, toMinorUnits } from './money';

describe('money (billing-account §9: the account currency, USD by default)', () => {
  it('formats in the account currency, USD by default', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(12, null)).toBe('$12.00');
    expect(formatMoney(12, 'GBP', 'en-GB')).toBe('£12.00');
    expect(formatMoney(12, 'nope')).toBe('$12.00');
  });
  it("shows a USD account's money as $ to an en-GB reader (not US$), with the reader's number format", () => {
    expect(formatMoney(329, 'USD', 'en-GB')).toBe('$329.00');
    expect(formatMoney(1234.5, 'USD', 'en-GB')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(12, 'CAD', 'en-US')).toBe('$12.00');
    expect(formatMoney(12, 'nope', 'en-GB')).toBe('$12.00');
  });
  it('charges in the currency\'s smallest unit (cents, whole yen, fils)', () => {
    expect(toMinorUnits(103.1, 'USD')).toBe(10310);
    expect(toMinorUnits(0.29, null)).toBe(29);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(1.234, 'BHD')).toBe(1234);
    expect(toMinorUnits(2.5, 'nope')).toBe(250);
  });
});
