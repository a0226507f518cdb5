/** Seed section: one demo quote per quote status (no random draws). */
import type * as schema from '../schema';

const DAY = 86_400_000;

export function seedQuotes(nowMs: number): (typeof schema.quotes.$inferInsert)[] {
  const quoteLine = (description: string, debit: number, discount = 0, tax = 0) => ({ description, debitAmount: debit, discountAmount: discount, taxAmount: tax, discountLineItemText: discount ? ['Launch discount'] : [] });
  return (['OPEN', 'PAID', 'CANCELLED_NOW', 'DISABLED', 'EXPIRED'] as const).map((status, i) => ({
    quoteId: i + 1,
    token: `demo-quote-${status.toLowerCase().replace('_', '-')}`,
    status,
    lineItems: [quoteLine('Professional Receptionist – 300 minutes', 489, 50), quoteLine('Live Chat add-on', 99, 0, 7.92), quoteLine('One-time setup', 75, 75)],
    amountTotal: 545.92,
    expiresAt: new Date(nowMs + (status === 'EXPIRED' ? -5 : 25) * DAY),
  }));
}
