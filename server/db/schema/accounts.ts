/** Accounts and what hangs off them: features, locations, message groups, phone numbers, recordings. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { money, yn } from './columns';

export const accounts = pgTable('accounts', {
  accountId: serial('account_id').primaryKey(),
  parentAccountId: integer('parent_account_id'),
  accountNumber: text('account_number').notNull().unique(),
  accountName: text('account_name').notNull(),
  description: text('description'),
  website: text('website'),
  companyPhone: text('company_phone'),
  companyFax: text('company_fax'),
  balance: money('balance').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('USD'),
  autopayDays: integer('autopay_days'),
  autopayPaymentMethodUid: text('autopay_payment_method_uid'),
  /** The payment processor's customer id (the real processor only). */
  processorCustomerId: text('processor_customer_id'),
  billingEmail: text('billing_email'),
  vipForwardingNumber: text('vip_forwarding_number'),
  showCombinedUsage: yn('show_combined_usage'),
  showExtendedReports: yn('show_extended_reports'),
  chatServiceEnabled: yn('chat_service_enabled'),
  hipaa: yn('hipaa'),
  planMinutes: integer('plan_minutes').notNull().default(0),
  billingDayOfMonth: integer('billing_day_of_month').notNull().default(1),
  billingAddress1: text('billing_address1'),
  billingAddress2: text('billing_address2'),
  billingCity: text('billing_city'),
  billingUsState: text('billing_us_state'),
  billingUsZip: text('billing_us_zip'),
  billingTerritory: text('billing_territory'),
  billingPostalCode: text('billing_postal_code'),
  billingCountry: text('billing_country'),
  billingCountryName: text('billing_country_name'),
  shippingSameAsBilling: yn('shipping_same_as_billing', 'Y'),
  shippingAddress1: text('shipping_address1'),
  shippingAddress2: text('shipping_address2'),
  shippingCity: text('shipping_city'),
  shippingUsState: text('shipping_us_state'),
  shippingUsZip: text('shipping_us_zip'),
  shippingTerritory: text('shipping_territory'),
  shippingPostalCode: text('shipping_postal_code'),
  shippingCountry: text('shipping_country'),
  shippingCountryName: text('shipping_country_name'),
}, (t) => [index('accounts_parent_idx').on(t.parentAccountId)]);

export const accountFeatures = pgTable('account_features', {
  accountFeatureId: serial('account_feature_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  featureKey: text('feature_key').notNull(),
  status: text('status').notNull(),
});

export const locations = pgTable('locations', {
  locationId: serial('location_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  locationName: text('location_name').notNull(),
  timezone: text('timezone').notNull().default('America/Los_Angeles'),
});

export const messageGroups = pgTable('message_groups', {
  messageGroupId: serial('message_group_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

export const phoneNumbers = pgTable('phone_numbers', {
  phoneNumberId: serial('phone_number_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  status: text('status').notNull().default('ACTIVE'),
  dlcVerified: yn('dlc_verified'),
  handling: text('handling').notNull().default('ANSWER'),
  forwardNumber: text('forward_number'),
  forwardToAgent: yn('forward_to_agent'),
});

export const recordings = pgTable('recordings', {
  recordingId: serial('recording_id').primaryKey(),
  accountId: integer('account_id').references(() => accounts.accountId, { onDelete: 'cascade' }),
  userId: integer('user_id'),
  name: text('name').notNull(),
  audioKey: text('audio_key').notNull(),
  duration: integer('duration').notNull().default(0),
  inDb: yn('in_db', 'Y'),
  onTwilio: yn('on_twilio'),
});
