/**
 * Integrations (billing-account §3 Transfer service, Transfer link, Transfer rule; §4 Transfer
 * links; §5 link verification; §7 Integrations): the wire shapes of /api/transfers and the
 * limits their schemas need.
 */
import * as z from 'zod/mini';
import { boundedInt, idListSchema, idSchema, yn } from './common';

/** Link verification code: 5 digits (billing-account §5, §9). */
export const VERIFICATION_CODE_LENGTH = 5;
/** Back Fill reaches at most this many days into the past. */
export const BACKFILL_MAX_DAYS = 90;
/** Values of one rule request (accounts, phone numbers or profiles picked at once). */
export const MAX_RULE_VALUES = 50;
/** Rules one link may hold. */
export const MAX_RULES_PER_LINK = 200;
/** The CLIOGROW inbox token and an API key. */
export const TOKEN_MAX = 200;
export const EMAIL_MAX = 254;
/** A webhook address (ZAPIER). */
export const WEBHOOK_URL_MAX = 500;

/** Service ids 6, 7 and 8: email, phone, and email plus API key (billing-account §3). */
export const EMAIL_SERVICE_ID = 6;
export const PHONE_SERVICE_ID = 7;
export const EMAIL_API_KEY_SERVICE_ID = 8;

/** Message category names (billing-account §3), by messageCategoryId 1…7. */
export const messageCategoryNames = [
  'Lead',
  'Spam',
  'Non-Actionable Support',
  'Actionable Support',
  'Recruitment',
  'Testing',
  'ProChats Use',
] as const;

export const transferServiceSchema = z.object({
  transferServiceId: z.int(),
  name: z.string(),
  transferKey: z.string(),
  pullService: yn,
});
export type TransferService = z.infer<typeof transferServiceSchema>;

export const transferRuleSchema = z.object({
  transferRuleId: z.int(),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  phoneNumberId: z.nullable(z.int()),
  phoneNumber: z.nullable(z.string()),
  messageGroupId: z.nullable(z.int()),
  messageGroupName: z.nullable(z.string()),
  messageGroupAccountId: z.nullable(z.int()),
  messageCategoryId: z.nullable(z.int()),
  matchAll: yn,
  deny: yn,
});
export type TransferRule = z.infer<typeof transferRuleSchema>;

export const linkParametersSchema = z.object({
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  webhookUrl: z.optional(z.string()),
});

export const transferLinkSchema = z.object({
  transferLinkId: z.int(),
  serviceName: z.string(),
  transferKey: z.string(),
  transferServiceId: z.int(),
  pullService: yn,
  settingUp: yn,
  attention: yn,
  message: z.nullable(z.string()),
  sent: z.int(),
  queued: z.int(),
  retry: z.int(),
  failed: z.int(),
  parsedParametersJson: z.nullable(linkParametersSchema),
  transferRules: z.array(transferRuleSchema),
});
export type TransferLink = z.infer<typeof transferLinkSchema>;

/** What the rule editor may offer: the accounts where the user may manage links, with their numbers and profiles. */
export const ruleTargetAccountSchema = z.object({
  accountId: z.int(),
  accountName: z.string(),
  /** Profiles (message groups) are offered only where the user is GLOBALADMIN (billing-account §6). */
  globalAdmin: yn,
  hipaa: yn,
  phoneNumbers: z.array(z.object({ phoneNumberId: z.int(), phoneNumber: z.string() })),
  messageGroups: z.array(z.object({ messageGroupId: z.int(), name: z.string() })),
});
export type RuleTargetAccount = z.infer<typeof ruleTargetAccountSchema>;

export const transferLinksResponseSchema = z.object({
  links: z.array(transferLinkSchema),
  ruleTargets: z.array(ruleTargetAccountSchema),
});
export type TransferLinksResponse = z.infer<typeof transferLinksResponseSchema>;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`)));

export const createTransferLinkRequestSchema = z.object({
  transferServiceId: idSchema,
  /** The CLIOGROW inbox token. */
  token: optionalText(TOKEN_MAX),
  apiKey: optionalText(TOKEN_MAX),
  email: optionalText(EMAIL_MAX),
  phone: optionalText(20),
  /** The verification code sent by /links/verify (email, SMS and medical-service links). */
  code: optionalText(VERIFICATION_CODE_LENGTH),
  /** Where a webhook link (ZAPIER) posts each delivery; it can be set or changed later too. */
  webhookUrl: optionalText(WEBHOOK_URL_MAX),
});

export const updateTransferLinkRequestSchema = z.object({
  /** Where a webhook link (ZAPIER) posts each delivery; empty clears it. */
  webhookUrl: z.optional(z.string().check(z.trim(), z.maxLength(WEBHOOK_URL_MAX, `at most ${WEBHOOK_URL_MAX} characters`))),
});

export const verifyTransferLinkRequestSchema = z.object({
  email: optionalText(EMAIL_MAX),
  phone: optionalText(20),
  /**
   * The code a client written to the spec generates (billing-account §4). Read and ignored: the
   * server makes the code it sends (server/services/integrations/link-verification.ts).
   */
  code: z.optional(z.string().check(z.trim(), z.regex(/^\d{5}$/, 'The verification code must be 5 digits.'))),
});

export const ruleTypes = ['all', 'accountId', 'phoneNumberId', 'messageGroupId'] as const;
export type RuleType = (typeof ruleTypes)[number];

export const addTransferRulesRequestSchema = z.object({
  deny: z._default(yn, 'N'),
  /** 'all' is the single match-all allow rule of automatic transfers. */
  ruleType: z.enum(ruleTypes),
  values: idListSchema(MAX_RULE_VALUES),
});

export const transferActivityRequestSchema = z.object({ deliveryId: idSchema });

export const backfillRequestSchema = z.object({
  daysBack: z.coerce.number().check(z.int(), z.minimum(1, 'at least 1 day'), z.maximum(BACKFILL_MAX_DAYS, `at most ${BACKFILL_MAX_DAYS} days`)),
});
export const backfillResponseSchema = z.object({ deliveriesQueued: boundedInt() });

export const transferQueuedResponseSchema = z.object({ deliveriesQueued: z.int(), link: transferLinkSchema });
export const importContactsResponseSchema = z.object({ imported: z.int(), updated: z.int() });
export const transfersOkSchema = z.object({ ok: z.literal(true) });

/** Server messages the screen may show (X-PORTAL-ERROR). */
export const integrationsMessages = {
  notAllowed: 'You do not have access to view this page.',
  profilesOnlyGlobalAdmin: 'Only a global admin may add profile rules.',
  codeInvalid: 'The verification code is not correct.',
  smsCountries: 'Text message links accept US and GB numbers only.',
  emailRequired: 'Enter a valid email address.',
  tokenRequired: 'Clio Grow needs an inbox token.',
  notClio: 'Contacts can be imported from Clio links only.',
  customRulesFirst: 'Remove the custom transfer rules before enabling automatic transfers.',
  selectionRequired: 'Choose at least one value for the rule.',
  valueUsed: 'A rule for this value already exists.',
  tooManyRules: `A link holds at most ${MAX_RULES_PER_LINK} rules.`,
  notAuthorized: 'This link has not received authorization.',
  noSuchActivity: 'No such activity.',
  webhookInvalid: 'The webhook address must be an http or https address.',
  webhookTooLong: `The webhook address is too long: at most ${WEBHOOK_URL_MAX} characters, counting each accented letter or symbol as it is sent (é is 6).`,
  notWebhook: 'Only webhook links take an address.',
} as const;
