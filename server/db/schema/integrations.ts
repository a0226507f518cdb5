/** Integrations: transfer services, a user's transfer links, their rules and deliveries. */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, yn } from './columns';
import { users } from './users';

export const transferServices = pgTable('transfer_services', {
  transferServiceId: integer('transfer_service_id').primaryKey(),
  name: text('name').notNull(),
  transferKey: text('transfer_key').notNull(),
  pullService: yn('pull_service'),
});

export const transferLinks = pgTable('transfer_links', {
  transferLinkId: serial('transfer_link_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  transferServiceId: integer('transfer_service_id')
    .notNull()
    .references(() => transferServices.transferServiceId),
  settingUp: yn('setting_up'),
  attention: yn('attention'),
  message: text('message'),
  sent: integer('sent').notNull().default(0),
  queued: integer('queued').notNull().default(0),
  retry: integer('retry').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  parsedParametersJson: jsonb('parsed_parameters_json'),
  token: text('token'),
  /**
   * Failed delivery attempts in a row on this link: every attempt that ends in retry or failed
   * adds one, the next sent delivery resets it. At ATTENTION_AFTER_FAILURES the queue sets attention.
   */
  failureStreak: integer('failure_streak').notNull().default(0),
  /** Attention was set by the delivery queue (a later success clears it), not by the provider. */
  attentionByQueue: yn('attention_by_queue'),
}, (t) => [index('transfer_links_user_idx').on(t.userId)]);

export const transferRules = pgTable('transfer_rules', {
  transferRuleId: serial('transfer_rule_id').primaryKey(),
  transferLinkId: integer('transfer_link_id')
    .notNull()
    .references(() => transferLinks.transferLinkId, { onDelete: 'cascade' }),
  accountId: integer('account_id'),
  phoneNumberId: integer('phone_number_id'),
  messageGroupId: integer('message_group_id'),
  messageCategoryId: integer('message_category_id'),
  matchAll: yn('match_all'),
  deny: yn('deny'),
});

export const transferDeliveries = pgTable('transfer_deliveries', {
  transferDeliveryId: serial('transfer_delivery_id').primaryKey(),
  transferLinkId: integer('transfer_link_id')
    .notNull()
    .references(() => transferLinks.transferLinkId, { onDelete: 'cascade' }),
  deliveryId: integer('delivery_id').notNull(),
  /** QUEUED → SENDING (claimed by a worker) → SENT, RETRY (back to SENDING later) or FAILED. */
  state: text('state').notNull().default('QUEUED'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** rule (new activity), manual (sent by hand) or backfill. */
  source: text('source').notNull().default('rule'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  /** A claim's lease: a SENDING row whose lease ran out (its worker died) is claimed again. */
  lockedUntil: ts('locked_until'),
  /** The claim that holds a SENDING row: only that claim may finish it. */
  claimToken: text('claim_token'),
  /** Which of the link's counts holds this delivery while it waits: queued or retry. */
  countedAs: text('counted_as').notNull().default('queued'),
  lastError: text('last_error'),
  /** How it went out (outbox, webhook, recorded) and what was sent or would have been. */
  sentVia: text('sent_via'),
  payload: jsonb('payload'),
  sentAt: ts('sent_at'),
}, (t) => [
  uniqueIndex('transfer_deliveries_link_delivery_idx').on(t.transferLinkId, t.deliveryId),
  index('transfer_deliveries_due_idx').on(t.state, t.nextAttemptAt),
]);
