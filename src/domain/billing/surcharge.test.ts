import { describe, expect, it } from 'vitest';
import { quoteSurcharge } from './surcharge';

describe('surcharge rule', () => {
  it('charges 3% on credit cards, rounded to the cent', () => {
    const q = quoteSurcharge({ type: 'card', funding: 'credit' }, 123.45);
    expect(q).toMatchObject({ surchargePercent: 3, surchargeAmount: 3.7, totalAmount: 127.15, status: 'SURCHARGE', funding: 'credit', methodType: 'card' });
  });
  it('charges nothing on debit cards and bank debits', () => {
    expect(quoteSurcharge({ type: 'card', funding: 'debit' }, 100).surchargeAmount).toBe(0);
    expect(quoteSurcharge({ type: 'us_bank_account', funding: null }, 100)).toMatchObject({ surchargeAmount: 0, totalAmount: 100, funding: null });
    expect(quoteSurcharge({ type: 'sepa_debit', funding: null }, 100).surchargeAmount).toBe(0);
    expect(quoteSurcharge({ type: 'bacs_debit', funding: null }, 100).surchargeAmount).toBe(0);
  });
  it('defers a card whose funding is unknown', () => {
    expect(quoteSurcharge({ type: 'card', funding: null }, 100)).toMatchObject({ surchargeAmount: 0, surchargeExemptStatus: 'DEFERRED' });
  });
});
