import * as z from 'zod/mini';
import { accountBillingShape } from './billing';
import { roleKey, yn } from './common';
import { handlingSchema } from './settings';

/**
 * The account (billing-account §3 Account; §7 GET/POST /api/accounts/{id}): what the company and
 * settings pages read, and the company edits. Shared with the billing area, which adds its own
 * fields (bundles, invoices, payment state) to this schema when it lands.
 */

export const accountPhoneNumberSchema = z.object({
  phoneNumberId: z.int(),
  phoneNumber: z.string(),
  handling: handlingSchema,
  forwardNumber: z.nullable(z.string()),
  forwardToAgent: yn,
  status: z.string(),
  dlcVerified: yn,
  accountId: z.int(),
});
export type AccountPhoneNumber = z.infer<typeof accountPhoneNumberSchema>;

export const recordingSchema = z.object({
  recordingId: z.int(),
  name: z.string(),
  recordingUrl: z.string(),
  duration: z.number(),
  inDb: yn,
  onTwilio: yn,
});
export type Recording = z.infer<typeof recordingSchema>;

export const accountUserSchema = z.object({
  userId: z.int(),
  displayName: z.string(),
  email: z.string(),
  jobTitle: z.nullable(z.string()),
  userRoleKey: roleKey,
  locationName: z.nullable(z.string()),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const accountFeatureSchema = z.object({ featureKey: z.string(), status: z.string() });

const text = z.nullable(z.string());
export const addressFields = ['Address1', 'Address2', 'City', 'UsState', 'UsZip', 'Territory', 'PostalCode', 'Country', 'CountryName'] as const;

export const accountSchema = z.object({
  accountId: z.int(),
  accountNumber: z.string(),
  accountName: z.string(),
  description: text,
  website: text,
  companyPhone: text,
  companyFax: text,
  vipForwardingNumber: text,
  billingAddress1: text,
  billingAddress2: text,
  billingCity: text,
  billingUsState: text,
  billingUsZip: text,
  billingTerritory: text,
  billingPostalCode: text,
  billingCountry: text,
  billingCountryName: text,
  shippingSameAsBilling: yn,
  shippingAddress1: text,
  shippingAddress2: text,
  shippingCity: text,
  shippingUsState: text,
  shippingUsZip: text,
  shippingTerritory: text,
  shippingPostalCode: text,
  shippingCountry: text,
  shippingCountryName: text,
  accountFeatures: z.array(accountFeatureSchema),
  phoneNumbers: z.array(accountPhoneNumberSchema),
  recordings: z.array(recordingSchema),
  users: z.array(accountUserSchema),
  /** Billing fields: only for GLOBALADMIN and BILLING_ADMIN of the account. */
  ...accountBillingShape,
});
export type Account = z.infer<typeof accountSchema>;

/** Company text limits (ours; the spec gives none). */
export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_DESCRIPTION_MAX = 500;
export const ACCOUNT_WEBSITE_MAX = 200;
export const ADDRESS_FIELD_MAX = 100;
export const CHANGE_SUMMARY_MAX = 500;

const optionalField = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * POST /api/accounts/{id}: editType company (name, description, website, phone, fax), billing or
 * service (the address fields of §2 "Address dialog"); changeSource AGENT marks an agent's edit.
 * Fields left out stay as they are; a blank optional field clears it.
 */
export const updateAccountRequestSchema = z.object({
  editType: z.enum(['company', 'billing', 'service']),
  changeSource: z.optional(z.enum(['AGENT', 'PORTAL'])),
  changeSummary: optionalField(CHANGE_SUMMARY_MAX),
  accountName: optionalField(ACCOUNT_NAME_MAX),
  description: optionalField(ACCOUNT_DESCRIPTION_MAX),
  website: optionalField(ACCOUNT_WEBSITE_MAX),
  companyPhone: optionalField(32),
  companyFax: optionalField(32),
  address1: optionalField(ADDRESS_FIELD_MAX),
  address2: optionalField(ADDRESS_FIELD_MAX),
  city: optionalField(ADDRESS_FIELD_MAX),
  state: optionalField(ADDRESS_FIELD_MAX),
  zip: optionalField(20),
  country: optionalField(2),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

/** Countries the address dialog offers (billing-account §2). */
export const addressCountries = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', DE: 'Germany' } as const;

/** Address autocomplete (billing-account §2 Address dialog, §9): at most 10 suggestions. */
export const ADDRESS_SUGGESTIONS_MAX = 10;
export const ADDRESS_SEARCH_MAX = 100;
export const addressCountryCodes = ['US', 'CA', 'GB', 'DE'] as const;

export const addressSuggestionsRequestSchema = z.object({
  search: z.string().check(z.trim(), z.minLength(3, 'Type at least 3 characters.'), z.maxLength(ADDRESS_SEARCH_MAX)),
  country: z.enum(addressCountryCodes),
});

export const addressSuggestionSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  /** US state, or territory / province. */
  state: z.string(),
  /** US zip, or postal code. */
  zip: z.string(),
  country: z.enum(addressCountryCodes),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSuggestionsSchema = z.object({
  suggestions: z.array(addressSuggestionSchema).check(z.maxLength(ADDRESS_SUGGESTIONS_MAX)),
});
