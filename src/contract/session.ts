import * as z from 'zod/mini';
import { isoDateTime, roleKey, yn } from './common';

export const messageGroupSchema = z.object({
  messageGroupId: z.int(),
  name: z.string(),
  userDefault: yn,
});

export const patchNumberSchema = z.object({
  phoneNumberId: z.int(),
  phoneNumber: z.string(),
  status: z.string(),
  dlcVerified: yn,
  accountId: z.int(),
});

export const userAccountRoleSchema = z.object({
  accountId: z.int(),
  accountName: z.string(),
  accountNumber: z.string(),
  locationId: z.nullable(z.int()),
  locationName: z.nullable(z.string()),
  userRoleKey: roleKey,
  parentAccountId: z.nullable(z.int()),
  showExtendedReports: yn,
  showCombinedUsage: yn,
  chatServiceEnabled: yn,
  usedMinutes: z.number(),
  planMinutes: z.number(),
  totalCalls: z.number(),
  totalChats: z.number(),
  daysLeft: z.number(),
  combinedTotalMin: z.number(),
  combinedTotalCalls: z.number(),
  totalCombinedChats: z.number(),
  isAccountPastDue: yn,
  hipaa: yn,
  messageGroups: z.array(messageGroupSchema),
  /**
   * The locations the role covers: its own location, or every location of the account for a role
   * without one (the server's scope reads it the same way). Assist requests name one of them.
   * None when absent: a process of the previous release, mid-deploy, does not send it, and the
   * portal must not refuse that whole answer for it.
   */
  locations: z._default(z.array(z.object({ locationId: z.int(), locationName: z.string() })), []),
});

export const usageNotificationSchema = z.object({
  usageNotificationId: z.int(),
  accountId: z.int(),
  currentUsage: z.number(),
  includedMinutes: z.number(),
});

export const contactMethodSchema = z.object({
  contactMethodId: z.string(),
  contactMethodType: z.enum(['PHONE', 'EMAIL']),
  phoneNumber: z.nullable(z.string()),
  phoneExtension: z.nullable(z.string()),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  description: z.nullable(z.string()),
});

export const contactSchema = z.object({
  contactId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  business: z.string(),
  displayName: z.string(),
  contactMethods: z.array(contactMethodSchema),
});

export const scheduledStatusRefSchema = z.object({
  statusScheduleId: z.int(),
  statusId: z.int(),
  statusName: z.nullable(z.string()),
  startTime: z.nullable(isoDateTime),
  endTime: z.nullable(isoDateTime),
});

export const transferLinkRefSchema = z.object({
  transferLinkId: z.int(),
  serviceName: z.string(),
  transferKey: z.string(),
});

export const greetingSchema = z.object({
  duration: z.number(),
  recordingUrl: z.string(),
});

/** GET /api/me: the signed-in user (spec core §3 User). */
export const userSchema = z.object({
  userId: z.int(),
  accessPin: z.nullable(z.string()),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.nullable(z.string()),
  holdCalls: yn,
  fullAccess: yn,
  temporaryPassword: yn,
  twoFactor: yn,
  sessionTwoFactor: yn,
  /** Set when support staff opened this session through an agent session link. */
  agentSession: yn,
  /** When the agent session ends (ISO time; agent sessions only): the banner shows it. */
  agentSessionEndsAt: z.optional(z.string()),
  patchNumbers: z.array(patchNumberSchema),
  assistPatchNumbers: z.array(patchNumberSchema),
  userAccountRoles: z.array(userAccountRoleSchema),
  contacts: z.array(contactSchema),
  selfContact: z.nullable(contactSchema),
  scheduledStatuses: z.array(scheduledStatusRefSchema),
  /** New leads of the past 7 days: callLeadCount + chatLeadCount (kept for compatibility). */
  leadCount: z.int(),
  /** Weekly insights (core §9): deliveries tagged 'PNC / Lead' in the past 7 days. */
  callLeadCount: z.int(),
  /** Weekly insights (core §9): chats of type Lead in the past 7 days. */
  chatLeadCount: z.int(),
  /** Weekly insights (core §9): deliveries tagged 'Current Client' in the past 7 days. */
  currentClientCount: z.int(),
  usageNotifications: z.array(usageNotificationSchema),
  transferLinks: z.array(transferLinkRefSchema),
  greeting: z.nullable(greetingSchema),
  /** Company website shown in the user menu. */
  companyWebsite: z.nullable(z.string()),
});

export type User = z.infer<typeof userSchema>;
export type UserAccountRole = z.infer<typeof userAccountRoleSchema>;
export type PatchNumber = z.infer<typeof patchNumberSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type ContactMethod = z.infer<typeof contactMethodSchema>;

/** POST /api/session: trade a saved identity key for a fresh session key. */
export const sessionRequestSchema = z.object({ identityKey: z.string().check(z.minLength(1)) });
export const sessionResponseSchema = z.object({ sessionKey: z.string().check(z.minLength(1)) });

/** POST /api/me/logout answers with an empty object. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
