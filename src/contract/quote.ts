import * as z from 'zod/mini';

/** Quote states of billing-account §4; anything else with lines is reviewable (Accept or Cancel). */
export const quoteStatuses = ['OPEN', 'INVALID_TOKEN_URL', 'PAID', 'CANCELLED_NOW', 'DISABLED', 'EXPIRED'] as const;
export const quoteStatusSchema = z.enum(quoteStatuses);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

/** Quote tokens are URL-safe and bounded. */
export const quoteTokenSchema = z.string().check(z.trim(), z.minLength(1, 'The quote link has no token.'), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'The quote token is not valid.'));

export const quoteLineItemSchema = z.object({
  description: z.string(),
  debitAmount: z.number(),
  discountAmount: z.number(),
  taxAmount: z.number(),
  discountLineItemText: z.array(z.string()),
});
export type QuoteLineItem = z.infer<typeof quoteLineItemSchema>;

/** GET /portalApi/api/startQuoteV2/quoteInfo?token= (billing-account §3 Quote). An unknown token: status INVALID_TOKEN_URL, no lines. */
export const quoteSchema = z.object({
  status: quoteStatusSchema,
  currency: z.string(),
  lineItems: z.array(quoteLineItemSchema),
  amountTotal: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteInfoRequestSchema = z.object({ token: quoteTokenSchema });
