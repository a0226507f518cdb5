/** The activity generator's shapes: message types, its account input, its output rows, one item in the making. */
import type * as schema from '../../schema';
import type { City } from '../data';

export const messageTypes = ['CHAT', 'SMS', 'AGENT', 'VM', 'AGENT+VM', 'TASK', 'CS', 'TEXT', 'VIP', 'IC', 'OC'] as const;
export type MessageType = (typeof messageTypes)[number];

export interface ActivityAccount {
  accountId: number;
  weight: number;
  kind: 'law' | 'dental' | 'plumbing';
  chat: boolean;
  website: string | null;
  locationIds: number[];
  messageGroupIds: number[];
  /** Account phone numbers (id and number). */
  numbers: { phoneNumberId: number; phoneNumber: string }[];
  /** Who receives deliveries: weight per user; locationId limits a location-scoped user. */
  recipients: { userId: number; displayName: string; weight: number; locationId: number | null }[];
  vipCallers: { name: string; phoneNumber: string }[];
  areaCode: string;
}

export interface ActivityRows {
  messages: (typeof schema.messages.$inferInsert)[];
  chats: (typeof schema.chats.$inferInsert)[];
  chatMessages: (typeof schema.chatMessages.$inferInsert)[];
  smsTasks: (typeof schema.smsTasks.$inferInsert)[];
  smsMessages: (typeof schema.smsMessages.$inferInsert)[];
  leads: (typeof schema.leads.$inferInsert)[];
}

export type MessageRow = typeof schema.messages.$inferInsert;

/** One activity item before its details: when, on which account, which type (seq keeps the sort stable). */
export interface Draft {
  taken: number;
  account: ActivityAccount;
  type: MessageType;
  seq: number;
}

/** The last id given in each activity table; builders count them up as they add rows. */
export interface ActivityIds {
  messageId: number;
  chatId: number;
  chatMessageId: number;
  taskId: number;
  smsMessageId: number;
  leadId: number;
}

/** What every item shares, drawn before its type's details: recipient, flags, caller, numbers, the base row. */
export interface ActivityItem {
  messageId: number;
  draft: Draft;
  account: ActivityAccount;
  recipient: ActivityAccount['recipients'][number];
  ageDays: number;
  read: boolean;
  archived: 'Y' | 'N';
  followup: 'Y' | 'N';
  city: City;
  caller: string;
  ani: string;
  ourNumber: ActivityAccount['numbers'][number];
  agent: string;
  reason: string;
  taken: Date;
  /** The messages row's fields common to every type. */
  base: MessageRow;
}
