import * as z from 'zod';
import { isoDateTime, roleKey, yn } from './common';

export const messageGroupSchema = z.object({
  messageGroupId: z.number().int(),
  name: z.string(),
  userDefault: yn,
});

export const patchNumberSchema = z.object({
  phoneNumberId: z.number().int(),
  phoneNumber: z.string(),
  status: z.string(),
  dlcVerified: yn,
  accountId: z.number().int(),
});

export const userAccountRoleSchema = z.object({
  accountId: z.number().int(),
  accountName: z.string(),
  accountNumber: z.string(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  userRoleKey: roleKey,
  parentAccountId: z.number().int().nullable(),
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
});

export const usageNotificationSchema = z.object({
  usageNotificationId: z.number().int(),
  accountId: z.number().int(),
  currentUsage: z.number(),
  includedMinutes: z.number(),
});

export const contactMethodSchema = z.object({
  contactMethodId: z.string(),
  contactMethodType: z.enum(['PHONE', 'EMAIL']),
  phoneNumber: z.string().nullable(),
  phoneExtension: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
});

export const contactSchema = z.object({
  contactId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  business: z.string(),
  displayName: z.string(),
  contactMethods: z.array(contactMethodSchema),
});

export const scheduledStatusRefSchema = z.object({
  statusScheduleId: z.number().int(),
  statusId: z.number().int(),
  statusName: z.string().nullable(),
  startTime: isoDateTime.nullable(),
  endTime: isoDateTime.nullable(),
});

export const transferLinkRefSchema = z.object({
  transferLinkId: z.number().int(),
  serviceName: z.string(),
  transferKey: z.string(),
});

export const greetingSchema = z.object({
  duration: z.number(),
  recordingUrl: z.string(),
});

/** GET /api/me: the signed-in user (spec core §3 User). */
export const userSchema = z.object({
  userId: z.number().int(),
  accessPin: z.string().nullable(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  holdCalls: yn,
  fullAccess: yn,
  temporaryPassword: yn,
  twoFactor: yn,
  sessionTwoFactor: yn,
  /** Set when support staff opened this session through an agent session link. */
  agentSession: yn,
  patchNumbers: z.array(patchNumberSchema),
  assistPatchNumbers: z.array(patchNumberSchema),
  userAccountRoles: z.array(userAccountRoleSchema),
  contacts: z.array(contactSchema),
  selfContact: contactSchema.nullable(),
  scheduledStatuses: z.array(scheduledStatusRefSchema),
  /** New leads of the past 7 days: callLeadCount + chatLeadCount (kept for compatibility). */
  leadCount: z.number().int(),
  /** Weekly insights (core §9): deliveries tagged 'PNC / Lead' in the past 7 days. */
  callLeadCount: z.number().int(),
  /** Weekly insights (core §9): chats of type Lead in the past 7 days. */
  chatLeadCount: z.number().int(),
  /** Weekly insights (core §9): deliveries tagged 'Current Client' in the past 7 days. */
  currentClientCount: z.number().int(),
  usageNotifications: z.array(usageNotificationSchema),
  transferLinks: z.array(transferLinkRefSchema),
  greeting: greetingSchema.nullable(),
  /** Company website shown in the user menu. */
  companyWebsite: z.string().nullable(),
});

export type User = z.infer<typeof userSchema>;
export type UserAccountRole = z.infer<typeof userAccountRoleSchema>;
export type PatchNumber = z.infer<typeof patchNumberSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type ContactMethod = z.infer<typeof contactMethodSchema>;
