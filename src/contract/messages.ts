import * as z from 'zod';
import { isoDateTime, yn } from './common';

/** Activity item types (spec core §3 Message). Unknown types still parse: the dialog names them. */
export const messageTypes = ['CHAT', 'SMS', 'AGENT', 'VM', 'AGENT+VM', 'TASK', 'CS', 'TEXT', 'VIP', 'IC', 'OC'] as const;
export type MessageType = (typeof messageTypes)[number];

/** Form field (spec core §3). */
export const formFieldSchema = z.object({
  formFieldId: z.number().int(),
  label: z.string(),
  property: z.string(),
  type: z.string(),
  value: z.string(),
  size: z.number().int(),
});

export const formContentSchema = z.object({ fields: z.array(formFieldSchema) });

export const utteranceSchema = z.object({
  speaker: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
});

export const sentimentSchema = z.object({
  speaker: z.string(),
  sentiment: z.enum(['POSITIVE', 'NEGATIVE', 'NEUTRAL']),
  text: z.string(),
});

export const callRecordingTranscriptionSchema = z.object({
  utterances: z.array(utteranceSchema),
  sentiment_analysis_results: z.array(sentimentSchema),
});

/**
 * One activity item as the server sends it: one delivery of an item to a user (flags are per
 * delivery). The client-only `held` flag is not part of it (see `ActivityMessage`).
 */
/** One text of an SMS or TEXT item's conversation (spec core §3 SMS task messages). */
export const smsThreadTextSchema = z.object({
  messageId: z.number().int(),
  taken: isoDateTime,
  ani: z.string().nullable(),
  dnis: z.string().nullable(),
  sendingUser: z.string().nullable(),
  sendingUserId: z.number().int().nullable(),
  textContent: z.string().nullable(),
  /** MMS: an image field. */
  formContent: formContentSchema.nullable(),
});

export const messageSchema = z.object({
  messageId: z.number().int(),
  messageType: z.string(),
  deliveryId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  accountId: z.number().int(),
  accountName: z.string(),
  locationId: z.number().int().nullable(),
  messageGroupName: z.string().nullable(),
  chatId: z.number().int().nullable(),
  taskId: z.number().int().nullable(),
  version: z.number().int(),
  caller: z.string().nullable(),
  ani: z.string().nullable(),
  dnis: z.string().nullable(),
  outcallNumber: z.string().nullable(),
  outcallSourceNumber: z.string().nullable(),
  combinedDisplayName: z.string().nullable(),
  combinedMessageId: z.number().int().nullable(),
  fromCity: z.string().nullable(),
  fromState: z.string().nullable(),
  fromCountry: z.string().nullable(),
  taskUser: z.string().nullable(),
  sendingAgent: z.string().nullable(),
  sendingUser: z.string().nullable(),
  taskAgent: z.string().nullable(),
  taskStatus: z.string().nullable(),
  taskStartTime: isoDateTime.nullable(),
  taskEndTime: isoDateTime.nullable(),
  callLengthInSeconds: z.number().int().nullable(),
  billableAgentMinutes: z.number().nullable(),
  hasTaskAuditRecordId: yn,
  callTagName: z.string().nullable(),
  contactDescription: z.string().nullable(),
  urgent: yn,
  taken: isoDateTime,
  lastMessage: isoDateTime.nullable(),
  lastMessageId: z.number().int().nullable(),
  /** Y when the delivery has a read date. */
  read: yn,
  /** The read date ("Reset To Unread" clears it). */
  messageRead: isoDateTime.nullable(),
  archived: yn,
  messageArchived: yn,
  followup: yn,
  messageFollowup: yn,
  textContent: z.string().nullable(),
  formContent: formContentSchema.nullable(),
  request: z.string().nullable(),
  recordingTranscription: z.string().nullable(),
  recordingDuration: z.number().int().nullable(),
  audioKey: z.string().nullable(),
  callRecordingTranscription: callRecordingTranscriptionSchema.nullable(),
  website: z.string().nullable(),
  visitorFullName: z.string().nullable(),
  /** SMS and TEXT items: the conversation, oldest first (absent on other types). */
  messages: z.array(smsThreadTextSchema).optional(),
});

export const chatLineSchema = z.object({ author: z.string(), message: z.string(), created: isoDateTime });

/** Chat item (spec core §3). */
export const chatItemSchema = z.object({
  chatId: z.number().int(),
  types: z.array(z.string()),
  created: isoDateTime,
  ended: isoDateTime.nullable(),
  visitorFullName: z.string().nullable(),
  visitorPhone: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  visitorLocation: z.string().nullable(),
  outcome: z.string().nullable(),
  actions: z.array(z.string()),
  website: z.string().nullable(),
  agentFullName: z.string().nullable(),
  chatDuration: z.number().int().nullable(),
  messages: z.array(chatLineSchema),
  read: yn,
  archived: yn,
  followup: yn,
  userId: z.number().int().nullable(),
  accountId: z.number().int(),
  accountName: z.string(),
  version: z.number().int(),
});

/** Page sizes of GET /api/messages/all (chat pages of 100: spec core §4, §9). */
export const MESSAGE_PAGE_SIZE = 500;
export const CHAT_PAGE_SIZE = 100;

/** Query fields arrive as strings. */
const optionalId = z.coerce.number().int().positive().optional();

export const messagesAllRequestSchema = z.object({
  startTime: isoDateTime,
  endTime: isoDateTime,
  pageNumber: z.coerce.number().int().min(0).default(0),
  userVersion: z.coerce.number().int().optional(),
  chatVersion: z.coerce.number().int().optional(),
  smsTaskVersion: z.coerce.number().int().optional(),
  accountId: optionalId,
  accountVersion: z.coerce.number().int().optional(),
  locationId: optionalId,
  locationVersion: z.coerce.number().int().optional(),
  scrollEnabled: z.string().optional(),
  fromPortal: z.string().optional(),
});

export const messagesAllResponseSchema = z.object({
  userMessages: z.array(messageSchema),
  pureChats: z.array(chatItemSchema),
});

/** GET /api/messages: the latest items and the unread counters (spec core §3 filter settings). */
export const messagesRecentRequestSchema = z.object({
  startTime: isoDateTime.optional(),
  userVersion: z.coerce.number().int().optional(),
  smsTaskVersion: z.coerce.number().int().optional(),
  accountId: optionalId,
  accountVersion: z.coerce.number().int().optional(),
  locationId: optionalId,
  locationVersion: z.coerce.number().int().optional(),
});

export const RECENT_MESSAGE_COUNT = 20;
/** The dashboard's Recent Chats: the latest chats of the same look-back. */
export const RECENT_CHAT_COUNT = 20;

export const messagesRecentResponseSchema = z.object({
  /** The last 20 items. */
  userMessages: z.array(messageSchema),
  /** The last 20 chats (with their lines), newest first; empty without chat service. */
  pureChats: z.array(chatItemSchema),
  /** Items with no read date plus the SMS tasks' unread counts. */
  unreadMessageCount: z.number().int(),
  unreadChatCount: z.number().int(),
});

/** One id or many: form fields repeat the key (`messageIds=1&messageIds=2`). */
const idList = z
  .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const bulkRequestSchema = z.object({ messageIds: idList, chatIds: idList });
export const bulkFollowupRequestSchema = bulkRequestSchema.extend({ followup: yn });
export const followupRequestSchema = z.object({ followup: yn });
export const chatArchiveRequestSchema = z.object({ clear: yn.default('N') });

export const triageResponseSchema = z.object({ ok: z.literal(true), changed: z.number().int() });

export type FormField = z.infer<typeof formFieldSchema>;
export type CallRecordingTranscription = z.infer<typeof callRecordingTranscriptionSchema>;
export type Message = z.infer<typeof messageSchema>;
export type ChatItem = z.infer<typeof chatItemSchema>;
export type MessagesAllResponse = z.infer<typeof messagesAllResponseSchema>;
export type MessagesRecentResponse = z.infer<typeof messagesRecentResponseSchema>;

/**
 * Who may change an item (spec core §4, §6), shared by the server (enforced) and the client
 * (greyed controls): voicemail, inbound-call and agent messages only by their owner; read and
 * follow-up only on the user's own deliveries, SMS and chats; follow-up also needs a deliveryId.
 */
export const ownerOnlyMessageTypes: readonly string[] = ['VM', 'IC', 'VIP', 'AGENT', 'AGENT+VM'];
export const freelyReadableMessageTypes: readonly string[] = ['SMS', 'CHAT'];

export type TriageAction = 'read' | 'archive' | 'followup';

export function mayTriage(
  message: Pick<Message, 'messageType' | 'userId' | 'deliveryId'>,
  userId: number,
  action: TriageAction,
): boolean {
  const owner = message.userId === userId;
  if (ownerOnlyMessageTypes.includes(message.messageType) && !owner) return false;
  if (action === 'archive') return true;
  const readable = owner || freelyReadableMessageTypes.includes(message.messageType);
  if (action === 'read') return readable;
  return readable && message.deliveryId !== null;
}

/** AGENT+VM items archive and unarchive through their combined message id. */
export const archiveTargetId = (message: Pick<Message, 'messageId' | 'messageType' | 'combinedMessageId'>): number =>
  message.messageType === 'AGENT+VM' && message.combinedMessageId !== null ? message.combinedMessageId : message.messageId;
