/** Integrations: transfer services, a user's transfer links, their rules and deliveries. */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
  state: text('state').notNull().default('QUEUED'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
