/** Billing: bundles and products, invoices and their lines, payment methods, payments, quotes. */
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { money, ts, yn } from './columns';

export const accountBundles = pgTable('account_bundles', {
  accountBundleId: serial('account_bundle_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  startDate: ts('start_date').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
});

export const accountProducts = pgTable('account_products', {
  accountProductId: serial('account_product_id').primaryKey(),
  accountBundleId: integer('account_bundle_id')
    .notNull()
    .references(() => accountBundles.accountBundleId, { onDelete: 'cascade' }),
  bundleDescription: text('bundle_description').notNull(),
  plan: yn('plan'),
  usage: yn('usage'),
  addon: yn('addon'),
  unitPrice: money('unit_price').notNull(),
  originalUnitPrice: money('original_unit_price'),
  invoiceLine: text('invoice_line'),
  periodStart: ts('period_start'),
});

export const invoices = pgTable('invoices', {
  invoiceId: serial('invoice_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  status: text('status').notNull(),
  invoiceDate: ts('invoice_date').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  amountDue: money('amount_due').notNull(),
  debit: money('debit').notNull(),
  creditForward: money('credit_forward').notNull().default(0),
  credits: money('credits').notNull().default(0),
  payments: money('payments').notNull().default(0),
  balance: money('balance').notNull(),
}, (t) => [index('invoices_account_idx').on(t.accountId)]);

export const invoiceLines = pgTable('invoice_lines', {
  invoiceLineId: serial('invoice_line_id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.invoiceId, { onDelete: 'cascade' }),
  transactionId: text('transaction_id').notNull(),
  transactionType: text('transaction_type').notNull(),
  lineItemText: text('line_item_text').notNull(),
  invoiceQuantity: numeric('invoice_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  unitPrice: money('unit_price').notNull(),
  periodStart: ts('period_start'),
  periodEnd: ts('period_end'),
  credit: money('credit').notNull().default(0),
  debit: money('debit').notNull().default(0),
});

export const paymentMethods = pgTable('payment_methods', {
  paymentMethodUid: text('payment_method_uid').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  brand: text('brand'),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  funding: text('funding'),
  bankAccountType: text('bank_account_type'),
  billingName: text('billing_name'),
  lastUsed: boolean('last_used').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('payment_methods_account_idx').on(t.accountId)]);

/**
 * A payment on an invoice: PROCESSING when the processor accepted it, PAID once the settle step
 * (services/billing/settle.ts) applied it to the invoice, FAILED when the processor declined it.
 * `idempotencyKey` (unique per account) makes a retried or double-clicked payment charge once.
 */
export const payments = pgTable('payments', {
  paymentId: serial('payment_id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.invoiceId, { onDelete: 'cascade' }),
  accountId: integer('account_id'),
  paymentMethodUid: text('payment_method_uid').notNull(),
  amount: money('amount').notNull(),
  surchargeAmount: money('surcharge_amount').notNull().default(0),
  surcharge: jsonb('surcharge'),
  status: text('status').notNull().default('PAID'),
  idempotencyKey: text('idempotency_key'),
  processorReference: text('processor_reference'),
  failureMessage: text('failure_message'),
  userId: integer('user_id'),
  supportAgentId: integer('support_agent_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
}, (t) => [
  uniqueIndex('payments_idempotency_idx').on(t.accountId, t.idempotencyKey),
  index('payments_status_idx').on(t.status),
]);

/**
 * A hosted checkout (add a card) or bank-link page opened for an account: its token is the
 * page's address; it works once and expires. `processorSessionId` is the real processor's id.
 */
export const billingCheckouts = pgTable('billing_checkouts', {
  checkoutId: text('checkout_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  userId: integer('user_id').notNull(),
  supportAgentId: integer('support_agent_id'),
  processorSessionId: text('processor_session_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  completedAt: ts('completed_at'),
});

export const quotes = pgTable('quotes', {
  quoteId: serial('quote_id').primaryKey(),
  token: text('token').notNull().unique(),
  status: text('status').notNull(),
  currency: text('currency').notNull().default('USD'),
  lineItems: jsonb('line_items').notNull(),
  amountTotal: money('amount_total').notNull(),
  expiresAt: ts('expires_at'),
});
