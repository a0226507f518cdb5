/** Quotes (billing-account §3 Quote, §4 Quote states) for the public quote page. */
import { and, eq, gt, or, isNull } from 'drizzle-orm';
import type { Quote, QuoteLineItem, QuoteStatus } from '../../../src/contract/quote';
import type { Db } from '../client';
import { quotes } from '../schema';

export const invalidQuote: Quote = { status: 'INVALID_TOKEN_URL', currency: 'USD', lineItems: [], amountTotal: 0 };

/** The status a visitor sees: an open quote past its expiry reads EXPIRED. */
export function effectiveStatus(status: string, expiresAt: Date | null, now: Date): QuoteStatus {
  if (status === 'OPEN') return expiresAt && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'OPEN';
  if (status === 'PAID' || status === 'CANCELLED_NOW' || status === 'DISABLED' || status === 'EXPIRED') return status;
  return 'DISABLED';
}

export async function findQuote(db: Db, token: string, now = new Date()): Promise<Quote> {
  const [row] = await db.select().from(quotes).where(eq(quotes.token, token)).limit(1);
  if (!row) return invalidQuote;
  return {
    status: effectiveStatus(row.status, row.expiresAt, now),
    currency: row.currency,
    lineItems: row.lineItems as QuoteLineItem[],
    amountTotal: row.amountTotal,
  };
}

/** OPEN and unexpired → `next`; returns whether the quote changed (a second click changes nothing). */
export async function decideQuote(db: Db, token: string, next: 'PAID' | 'CANCELLED_NOW', now = new Date()): Promise<boolean> {
  const changed = await db
    .update(quotes)
    .set({ status: next })
    .where(and(eq(quotes.token, token), eq(quotes.status, 'OPEN'), or(isNull(quotes.expiresAt), gt(quotes.expiresAt, now))))
    .returning({ quoteId: quotes.quoteId });
  return changed.length > 0;
}

/** Test surface: a new quote with its own token. */
export async function insertQuote(db: Db, row: typeof quotes.$inferInsert): Promise<void> {
  await db.insert(quotes).values(row);
}
