import * as z from 'zod/mini';
import { boundedInt, idListSchema, idSchema, isoDateTime, MAX_BULK_IDS, yn } from './common';

/** Activity item types (spec core §3 Message). Unknown types still parse: the dialog names them. */
export const messageTypes = ['CHAT', 'SMS', 'AGENT', 'VM', 'AGENT+VM', 'TASK', 'CS', 'TEXT', 'VIP', 'IC', 'OC'] as const;
export type MessageType = (typeof messageTypes)[number];

/** Form field (spec core §3). */
export const formFieldSchema = z.object({
  formFieldId: z.int(),
  label: z.string(),
  property: z.string(),
  type: z.string(),
  value: z.string(),
  size: z.int(),
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
  messageId: z.int(),
  taken: isoDateTime,
  ani: z.nullable(z.string()),
  dnis: z.nullable(z.string()),
  sendingUser: z.nullable(z.string()),
  sendingUserId: z.nullable(z.int()),
  textContent: z.nullable(z.string()),
  /** MMS: an image field. */
  formContent: z.nullable(formContentSchema),
});

export const messageSchema = z.object({
  messageId: z.int(),
  messageType: z.string(),
  deliveryId: z.nullable(z.int()),
  userId: z.nullable(z.int()),
  accountId: z.int(),
  accountName: z.string(),
  locationId: z.nullable(z.int()),
  messageGroupName: z.nullable(z.string()),
  chatId: z.nullable(z.int()),
  taskId: z.nullable(z.int()),
  version: z.int(),
  caller: z.nullable(z.string()),
  ani: z.nullable(z.string()),
  dnis: z.nullable(z.string()),
  outcallNumber: z.nullable(z.string()),
  outcallSourceNumber: z.nullable(z.string()),
  combinedDisplayName: z.nullable(z.string()),
  combinedMessageId: z.nullable(z.int()),
  fromCity: z.nullable(z.string()),
  fromState: z.nullable(z.string()),
  fromCountry: z.nullable(z.string()),
  taskUser: z.nullable(z.string()),
  sendingAgent: z.nullable(z.string()),
  sendingUser: z.nullable(z.string()),
  taskAgent: z.nullable(z.string()),
  taskStatus: z.nullable(z.string()),
  taskStartTime: z.nullable(isoDateTime),
  taskEndTime: z.nullable(isoDateTime),
  callLengthInSeconds: z.nullable(z.int()),
  billableAgentMinutes: z.nullable(z.number()),
  hasTaskAuditRecordId: yn,
  callTagName: z.nullable(z.string()),
  contactDescription: z.nullable(z.string()),
  urgent: yn,
  taken: isoDateTime,
  lastMessage: z.nullable(isoDateTime),
  lastMessageId: z.nullable(z.int()),
  /** Y when the delivery has a read date. */
  read: yn,
  /** The read date ("Reset To Unread" clears it). */
  messageRead: z.nullable(isoDateTime),
  archived: yn,
  messageArchived: yn,
  followup: yn,
  messageFollowup: yn,
  textContent: z.nullable(z.string()),
  formContent: z.nullable(formContentSchema),
  request: z.nullable(z.string()),
  recordingTranscription: z.nullable(z.string()),
  recordingDuration: z.nullable(z.int()),
  audioKey: z.nullable(z.string()),
  callRecordingTranscription: z.nullable(callRecordingTranscriptionSchema),
  website: z.nullable(z.string()),
  visitorFullName: z.nullable(z.string()),
  /** SMS and TEXT items: the conversation, oldest first (absent on other types). */
  messages: z.optional(z.array(smsThreadTextSchema)),
});

export const chatLineSchema = z.object({ author: z.string(), message: z.string(), created: isoDateTime });

/** Chat item (spec core §3). */
export const chatItemSchema = z.object({
  chatId: z.int(),
  types: z.array(z.string()),
  created: isoDateTime,
  ended: z.nullable(isoDateTime),
  visitorFullName: z.nullable(z.string()),
  visitorPhone: z.nullable(z.string()),
  visitorEmail: z.nullable(z.string()),
  visitorLocation: z.nullable(z.string()),
  outcome: z.nullable(z.string()),
  actions: z.array(z.string()),
  website: z.nullable(z.string()),
  agentFullName: z.nullable(z.string()),
  chatDuration: z.nullable(z.int()),
  messages: z.array(chatLineSchema),
  read: yn,
  archived: yn,
  followup: yn,
  userId: z.nullable(z.int()),
  accountId: z.int(),
  accountName: z.string(),
  version: z.int(),
});

/** Page sizes of GET /api/messages/all (chat pages of 100: spec core §4, §9). */
export const MESSAGE_PAGE_SIZE = 500;
export const CHAT_PAGE_SIZE = 100;

/** Query fields arrive as strings. */
const optionalId = z.optional(idSchema);

export const messagesAllRequestSchema = z.object({
  startTime: isoDateTime,
  endTime: isoDateTime,
  pageNumber: z._default(boundedInt().check(z.minimum(0)), 0),
  userVersion: z.optional(boundedInt()),
  chatVersion: z.optional(boundedInt()),
  smsTaskVersion: z.optional(boundedInt()),
  accountId: optionalId,
  accountVersion: z.optional(boundedInt()),
  locationId: optionalId,
  locationVersion: z.optional(boundedInt()),
  scrollEnabled: z.optional(z.string()),
  fromPortal: z.optional(z.string()),
  /**
   * Y: the page's chats only, `userMessages` empty. Not one of the spec's parameters: the chat list
   * uses nothing else, and its first page then carries 100 chats instead of 100 chats and 500
   * messages (issue 11: that answer is the chat list's LCP on a phone). A server without it sends
   * the messages as well, which the chat list drops, so the portal works against either.
   */
  chatsOnly: z.optional(yn),
});

export const messagesAllResponseSchema = z.object({
  userMessages: z.array(messageSchema),
  pureChats: z.array(chatItemSchema),
});

/** GET /api/messages: the latest items and the unread counters (spec core §3 filter settings). */
export const messagesRecentRequestSchema = z.object({
  startTime: z.optional(isoDateTime),
  userVersion: z.optional(boundedInt()),
  smsTaskVersion: z.optional(boundedInt()),
  accountId: optionalId,
  accountVersion: z.optional(boundedInt()),
  locationId: optionalId,
  locationVersion: z.optional(boundedInt()),
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
  unreadMessageCount: z.int(),
  unreadChatCount: z.int(),
});

/** One id or many: form fields repeat the key (`messageIds=1&messageIds=2`). */
const idList = idListSchema(MAX_BULK_IDS);

export const bulkRequestSchema = z.object({ messageIds: idList, chatIds: idList });
export const bulkFollowupRequestSchema = z.extend(bulkRequestSchema, { followup: yn });
export const followupRequestSchema = z.object({ followup: yn });
export const chatArchiveRequestSchema = z.object({ clear: z._default(yn, 'N') });

export const triageResponseSchema = z.object({ ok: z.literal(true), changed: z.int() });

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
