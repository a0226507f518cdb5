/** Statuses: the status lists, a user's statuses and their schedules, exceptions and contact order. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, yn } from './columns';
import { users } from './users';

export const statusLists = pgTable('status_lists', {
  statusListId: serial('status_list_id').primaryKey(),
  listType: text('list_type').notNull(),
  code: text('code').notNull(),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const statuses = pgTable('statuses', {
  statusId: serial('status_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  statusName: text('status_name'),
  takingCalls: yn('taking_calls'),
  saved: yn('saved'),
  durationCode: text('duration_code').notNull().default('DAY'),
  instructionCode: text('instruction_code').notNull().default('NONE'),
  messageCode: text('message_code').notNull().default('DEFAULT'),
  durationStatusListId: integer('duration_status_list_id'),
  instructionStatusListId: integer('instruction_status_list_id'),
  messageStatusListId: integer('message_status_list_id'),
  instructions: text('instructions'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('statuses_user_idx').on(t.userId)]);

export const statusSchedules = pgTable('status_schedules', {
  statusScheduleId: serial('status_schedule_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  startTime: ts('start_time'),
  endTime: ts('end_time'),
}, (t) => [index('status_schedules_status_idx').on(t.statusId)]);

export const statusExceptions = pgTable('status_exceptions', {
  statusExceptionId: serial('status_exception_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  exceptionName: text('exception_name').notNull(),
  disposition: text('disposition').notNull(),
});

export const statusContacts = pgTable('status_contacts', {
  statusContactId: serial('status_contact_id').primaryKey(),
  statusId: integer('status_id').notNull().references(() => statuses.statusId, { onDelete: 'cascade' }),
  contactMethod: text('contact_method').notNull().default('PHONE'),
  contactData: text('contact_data').notNull(),
  attemptOrder: integer('attempt_order').notNull(),
});
