/** The seeded invoices bill the minutes their periods used: a usage line, and overage over the plan. */
import { describe, expect, it } from 'vitest';
import { seedAccounts } from './accounts';
import { firstInvoicedDay, overageLineText, seedBilling, usageLineText, type UsageOf } from './billing';
import { createRng } from './random';

const now = new Date('2026-11-20T18:00:00Z');

function billWith(usageOf: UsageOf) {
  const { accountRows } = seedAccounts(createRng(1), createRng(2));
  const seed = seedBilling(createRng(3), accountRows, now, usageOf);
  const linesOf = (invoiceId: number) => seed.lineRows.filter((l) => l.invoiceId === invoiceId);
  return { seed, linesOf, accountRows };
}

describe('seeded invoices', () => {
  it('bill the period minutes, and the minutes over the plan at the overage price', () => {
    const periods: string[] = [];
    // Account 5 (250 plan minutes) runs 30.5 minutes over in its August period, nothing else does.
    const usageOf: UsageOf = (accountId, from, to) => {
      if (accountId === 5) periods.push(`${from.toISOString()}/${to.toISOString()}`);
      return accountId === 5 && from.getUTCMonth() === 7 ? 280.5 : 12.25;
    };
    const { seed, linesOf } = billWith(usageOf);
    const invoices = seed.invoiceRows.filter((i) => i.accountId === 5);
    expect(invoices).toHaveLength(12);
    // Consecutive periods from the oldest invoice's start to the current period's.
    expect(periods[0]!.startsWith(firstInvoicedDay(now, 8).toISOString())).toBe(true);
    expect(periods.at(-1)!.endsWith('2026-11-08T00:00:00.000Z')).toBe(true);
    for (const invoice of invoices) {
      const lines = linesOf(invoice.invoiceId!);
      const august = lines[0]!.periodStart!.getUTCMonth() === 7;
      expect(lines.find((l) => l.lineItemText === usageLineText)).toMatchObject({ invoiceQuantity: august ? 280.5 : 12.25, debit: 0 });
      const overage = lines.filter((l) => l.lineItemText === overageLineText);
      expect(overage).toEqual(august ? [expect.objectContaining({ invoiceQuantity: 30.5, unitPrice: 1.75, debit: 53.38 })] : []);
      // The overage is part of what the invoice asks for.
      const debit = Math.round(lines.reduce((n, l) => n + (l.debit ?? 0), 0) * 100) / 100;
      expect(invoice.debit).toBe(debit);
    }
  });

  it('give every account, the dental branches too, a year of invoices', () => {
    const { seed, accountRows } = billWith(() => 0);
    for (const a of accountRows) expect(seed.invoiceRows.filter((i) => i.accountId === a.accountId), a.accountName).toHaveLength(12);
    expect(seed.lineRows.some((l) => l.lineItemText === overageLineText)).toBe(false);
  });
});
