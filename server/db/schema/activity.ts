/** Activity: message deliveries, chats and their lines, SMS threads, and the leads taken in chats. */
import { index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, locations, phoneNumbers } from './accounts';
import { ts, yn } from './columns';
import { users } from './users';

/** One row per delivery of an activity item to a user: flags are per delivery. */
export const messages = pgTable(
  'messages',
  {
    messageId: serial('message_id').primaryKey(),
    deliveryId: integer('delivery_id'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'set null' }),
    messageGroupId: integer('message_group_id'),
    messageType: text('message_type').notNull(),
    chatId: integer('chat_id'),
    taskId: integer('task_id'),
    version: integer('version').notNull().default(1),
    caller: text('caller'),
    ani: text('ani'),
    dnis: text('dnis'),
    outcallNumber: text('outcall_number'),
    outcallSourceNumber: text('outcall_source_number'),
    combinedDisplayName: text('combined_display_name'),
    combinedMessageId: integer('combined_message_id'),
    fromCity: text('from_city'),
    fromState: text('from_state'),
    fromCountry: text('from_country'),
    taskUser: text('task_user'),
    sendingAgent: text('sending_agent'),
    sendingUser: text('sending_user'),
    taskAgent: text('task_agent'),
    taskStatus: text('task_status'),
    taskStartTime: ts('task_start_time'),
    taskEndTime: ts('task_end_time'),
    callLengthInSeconds: integer('call_length_in_seconds'),
    billableAgentMinutes: numeric('billable_agent_minutes', { precision: 8, scale: 2, mode: 'number' }),
    hasTaskAuditRecordId: yn('has_task_audit_record_id'),
    callTagName: text('call_tag_name'),
    contactDescription: text('contact_description'),
    taken: ts('taken').notNull(),
    lastMessageId: integer('last_message_id'),
    messageRead: ts('message_read'),
    archived: yn('archived'),
    followup: yn('followup'),
    urgent: yn('urgent'),
    textContent: text('text_content'),
    formContent: jsonb('form_content'),
    request: text('request'),
    recordingTranscription: text('recording_transcription'),
    recordingDuration: integer('recording_duration'),
    audioKey: text('audio_key'),
    callRecordingTranscription: jsonb('call_recording_transcription'),
  },
  (t) => [
    index('messages_user_taken_idx').on(t.userId, t.taken),
    index('messages_account_taken_idx').on(t.accountId, t.taken),
  ],
);

export const chats = pgTable(
  'chats',
  {
    chatId: serial('chat_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    types: jsonb('types').$type<string[]>().notNull().default([]),
    created: ts('created').notNull(),
    ended: ts('ended'),
    visitorFullName: text('visitor_full_name'),
    visitorPhone: text('visitor_phone'),
    visitorEmail: text('visitor_email'),
    visitorLocation: text('visitor_location'),
    outcome: text('outcome'),
    actions: jsonb('actions').$type<string[]>().notNull().default([]),
    website: text('website'),
    agentFullName: text('agent_full_name'),
    chatDuration: integer('chat_duration'),
    read: yn('read'),
    archived: yn('archived'),
    followup: yn('followup'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('chats_account_created_idx').on(t.accountId, t.created)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    chatMessageId: serial('chat_message_id').primaryKey(),
    chatId: integer('chat_id').notNull().references(() => chats.chatId, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    message: text('message').notNull(),
    created: ts('created').notNull(),
  },
  // Every chat page reads its chats' lines by chat id.
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.created)],
);

export const smsTasks = pgTable('sms_tasks', {
  taskId: serial('task_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  phoneNumberId: integer('phone_number_id').references(() => phoneNumbers.phoneNumberId),
  ani: text('ani').notNull(),
  dnis: text('dnis').notNull(),
  smsDisplayName: text('sms_display_name'),
  taken: ts('taken').notNull(),
  lastMessage: ts('last_message'),
  unread: integer('unread').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const smsMessages = pgTable(
  'sms_messages',
  {
    messageId: serial('message_id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => smsTasks.taskId, { onDelete: 'cascade' }),
    taken: ts('taken').notNull(),
    ani: text('ani').notNull(),
    dnis: text('dnis').notNull(),
    sendingUser: text('sending_user'),
    sendingUserId: integer('sending_user_id'),
    textContent: text('text_content'),
    formContent: jsonb('form_content'),
  },
  // Every messages page reads its SMS items' threads by task id.
  (t) => [index('sms_messages_task_idx').on(t.taskId, t.taken)],
);

export const leads = pgTable('leads', {
  leadId: serial('lead_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  chatId: integer('chat_id'),
  title: text('title').notNull(),
  webleadJson: jsonb('weblead_json').notNull(),
  messages: jsonb('messages').notNull(),
  created: ts('created').notNull(),
});
