import * as z from 'zod/mini';
import { idSchema, isoDateTime, yn } from './common';

/**
 * Billing (billing-account §3 Account bundle, Account product, Invoice, Invoice line, Payment
 * method, Surcharge; §4 Invoice status, Payment flow, Payment methods and autopay; §5 payment
 * amount; §7 Accounts and billing). The account's billing fields ride on the account schema
 * (src/contract/account.ts) for GLOBALADMIN and BILLING_ADMIN of the account.
 */

export const invoiceStatuses = ['OPEN', 'PROCESSING', 'PAID'] as const;

export const accountProductSchema = z.object({
  accountProductId: z.int(),
  bundleDescription: z.string(),
  plan: yn,
  usage: yn,
  addon: yn,
  unitPrice: z.number(),
  originalUnitPrice: z.nullable(z.number()),
  invoiceLine: z.nullable(z.string()),
  periodStart: z.nullable(isoDateTime),
});
export type AccountProduct = z.infer<typeof accountProductSchema>;

export const accountBundleSchema = z.object({
  accountBundleId: z.int(),
  description: z.string(),
  startDate: isoDateTime,
  currencyCode: z.string(),
  accountProducts: z.array(accountProductSchema),
});
export type AccountBundle = z.infer<typeof accountBundleSchema>;

export const invoiceLineSchema = z.object({
  invoiceId: z.int(),
  transactionId: z.string(),
  transactionType: z.string(),
  lineItemText: z.string(),
  invoiceQuantity: z.number(),
  unitPrice: z.number(),
  periodStart: z.nullable(isoDateTime),
  periodEnd: z.nullable(isoDateTime),
  credit: z.number(),
  debit: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  accountId: z.int(),
  /** OPEN, PROCESSING, PAID (PAST DUE is derived: src/domain/billing/past-due.ts). */
  status: z.string(),
  invoiceDate: isoDateTime,
  invoiceUrl: z.nullable(z.string()),
  currencyCode: z.string(),
  amountDue: z.number(),
  debit: z.number(),
  creditForward: z.number(),
  credits: z.number(),
  payments: z.number(),
  balance: z.number(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/accounts/{id}/invoices/{invoiceId}: the invoice, its lines and a signed PDF address (10 minutes). */
export const invoiceDetailSchema = z.extend(invoiceSchema, {
  lines: z.array(invoiceLineSchema),
  pdfInvoiceUrl: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const INVOICE_PDF_TTL_MS = 10 * 60_000;

export const paymentMethodTypes = ['card', 'us_bank_account', 'bacs_debit', 'sepa_debit'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

export const paymentMethodSchema = z.object({
  id: z.string(),
  accountId: z.int(),
  type: z.enum(paymentMethodTypes),
  brand: z.nullable(z.string()),
  last4: z.string(),
  exp_month: z.nullable(z.int()),
  exp_year: z.nullable(z.int()),
  card: z.nullable(z.object({ funding: z.string() })),
  us_bank_account: z.nullable(z.object({ account_type: z.string() })),
  billing_details: z.object({ name: z.nullable(z.string()) }),
  /** Derived (src/domain/billing/payment-method-display.ts). */
  displayValue: z.string(),
  /** The account's autopay (default) method. */
  defaultAutopay: yn,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.object({
  autopayPaymentMethodUid: z.nullable(z.string()),
  lastUsedPaymentMethodUid: z.nullable(z.string()),
  paymentMethods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** The payment amount (billing-account §5, §9): digits, at most 2 decimals, at most 10 characters, at least 1. */
export const PAYMENT_AMOUNT_MAX_CHARS = 10;
export const PAYMENT_AMOUNT_MIN = 1;
export const PAYMENT_METHOD_UID_MAX = 100;
export const IDEMPOTENCY_KEY_MAX = 100;

const methodUid = z.string().check(z.minLength(1), z.maxLength(PAYMENT_METHOD_UID_MAX), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid payment method id.'));
/**
 * Amounts travel as numbers (JSON) or strings (forms); at most 2 decimals, from 1 up to the
 * largest 10-character amount. The 10 characters themselves are the shared rule's
 * (src/domain/billing/payment-amount.ts, amountOnArrival), which the server applies on arrival.
 */
export const PAYMENT_AMOUNT_MAX = 9_999_999_999;
const amount = z.coerce.number().check(
  z.minimum(PAYMENT_AMOUNT_MIN, `The amount must be at least ${PAYMENT_AMOUNT_MIN}.`),
  z.maximum(PAYMENT_AMOUNT_MAX, 'The amount is too large.'),
  z.refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'The amount may have at most 2 decimals.'),
);

/** POST /api/accounts/{id}/surcharge (form). */
export const surchargeRequestSchema = z.object({
  amount,
  invoiceId: idSchema,
  paymentMethodUid: methodUid,
  /** The two method-derived values the client sends along; the server derives its own. */
  funding: z.optional(z.string().check(z.maxLength(20))),
  methodType: z.optional(z.string().check(z.maxLength(20))),
});

export const surchargeSchema = z.object({
  amount: z.number(),
  status: z.string(),
  surchargeText: z.string(),
  totalAmount: z.number(),
  surchargePercent: z.number(),
  surchargeAmount: z.number(),
  funding: z.nullable(z.string()),
  methodType: z.string(),
  surchargeExemptStatus: z.nullable(z.string()),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

/** What the payment carries back: the surcharge the user saw and the consent to it. */
export const surchargeMetadataSchema = z.object({
  surchargeAmount: z.number(),
  surchargePercent: z.number(),
  totalAmount: z.number(),
  receivedConsent: yn,
  displayedNotice: z.optional(z.string().check(z.maxLength(1000))),
});
export type SurchargeMetadata = z.infer<typeof surchargeMetadataSchema>;

/** POST /api/accounts/{id}/invoices/{invoiceId} (JSON). A retry with the same idempotencyKey charges once. */
export const payInvoiceRequestSchema = z.object({
  paymentMethodUid: methodUid,
  amount,
  agentUserSession: z.optional(z.union([z.string().check(z.maxLength(200)), z.boolean(), z.null()])),
  surchargeMetadata: z.optional(z.nullable(surchargeMetadataSchema)),
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(IDEMPOTENCY_KEY_MAX), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid idempotency key.')),
});
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;

export const payInvoiceResponseSchema = z.object({
  paymentId: z.int(),
  status: z.string(),
  invoice: invoiceSchema,
});

export const autopayRequestSchema = z.object({
  autopay: z.literal('Y'),
  paymentMethodUid: methodUid,
});

export const checkoutRequestSchema = z.object({
  /** card: the hosted checkout page; bank: the bank-link page. */
  kind: z._default(z.enum(['card', 'bank']), 'card'),
});
export const checkoutResponseSchema = z.object({ url: z.string() });

export const paymentMethodParams = z.object({ id: idSchema, uid: methodUid });
export const invoiceParams = z.object({ id: idSchema, invoiceId: idSchema });

export const signedInvoiceRequestSchema = z.object({
  expires: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The account's billing fields, added to GET /api/accounts/{id} for GLOBALADMIN and BILLING_ADMIN. */
export const accountBillingShape = {
  accountBundles: z.optional(z.array(accountBundleSchema)),
  invoices: z.optional(z.array(invoiceSchema)),
  balance: z.optional(z.number()),
  currencyCode: z.optional(z.string()),
  autopayDays: z.optional(z.nullable(z.int())),
  autopayPaymentMethodUid: z.optional(z.nullable(z.string())),
  billingEmail: z.optional(z.nullable(z.string())),
};
