/** Portal users and what they hold: roles, message groups, patch numbers, devices, usage notifications. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts, locations, messageGroups, phoneNumbers } from './accounts';
import { ts, yn } from './columns';

export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  mobile: text('mobile'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  displayName: text('display_name').notNull(),
  jobTitle: text('job_title'),
  accessPin: text('access_pin'),
  holdCalls: yn('hold_calls'),
  fullAccess: yn('full_access'),
  temporaryPassword: yn('temporary_password'),
  manualPasswordChange: yn('manual_password_change'),
  twoFactor: yn('two_factor'),
  greetingAudioKey: text('greeting_audio_key'),
  greetingDuration: integer('greeting_duration'),
  pushEndpoint: text('push_endpoint'),
  pushKey: text('push_key'),
  pushAuth: text('push_auth'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const userAccountRoles = pgTable(
  'user_account_roles',
  {
    userAccountRoleId: serial('user_account_role_id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'cascade' }),
    userRoleKey: text('user_role_key').notNull(),
  },
  (t) => [index('uar_user_idx').on(t.userId), index('uar_account_idx').on(t.accountId)],
);

export const userMessageGroups = pgTable('user_message_groups', {
  userMessageGroupId: serial('user_message_group_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  messageGroupId: integer('message_group_id')
    .notNull()
    .references(() => messageGroups.messageGroupId, { onDelete: 'cascade' }),
  userDefault: yn('user_default'),
}, (t) => [index('user_message_groups_user_idx').on(t.userId)]);

/** Phone numbers a user may call and text from (User.patchNumbers / assistPatchNumbers). */
export const userPatchNumbers = pgTable('user_patch_numbers', {
  userPatchNumberId: serial('user_patch_number_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  phoneNumberId: integer('phone_number_id')
    .notNull()
    .references(() => phoneNumbers.phoneNumberId, { onDelete: 'cascade' }),
  assist: yn('assist'),
}, (t) => [index('user_patch_numbers_user_idx').on(t.userId)]);

export const devices = pgTable('devices', {
  deviceId: serial('device_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  systemType: text('system_type').notNull(),
  description: text('description'),
  endpoint: text('endpoint'),
  clientKey: text('client_key'),
  clientAuth: text('client_auth'),
});

export const usageNotifications = pgTable('usage_notifications', {
  usageNotificationId: serial('usage_notification_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  currentUsage: integer('current_usage').notNull(),
  includedMinutes: integer('included_minutes').notNull(),
  acknowledgedAt: ts('acknowledged_at'),
}, (t) => [index('usage_notifications_user_idx').on(t.userId)]);
