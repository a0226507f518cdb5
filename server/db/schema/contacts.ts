/** Contacts and their methods, blocked numbers, VIP callers. */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { yn } from './columns';
import { users } from './users';

export const contacts = pgTable('contacts', {
  contactId: serial('contact_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.userId, { onDelete: 'cascade' }),
  isSelf: yn('is_self'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  title: text('title').notNull().default(''),
  business: text('business').notNull().default(''),
}, (t) => [index('contacts_user_idx').on(t.userId)]);

export const contactMethods = pgTable('contact_methods', {
  contactMethodId: serial('contact_method_id').primaryKey(),
  contactId: integer('contact_id').notNull().references(() => contacts.contactId, { onDelete: 'cascade' }),
  contactMethodType: text('contact_method_type').notNull(),
  phoneNumber: text('phone_number'),
  phoneExtension: text('phone_extension'),
  email: text('email'),
  address: text('address'),
  description: text('description'),
}, (t) => [index('contact_methods_contact_idx').on(t.contactId)]);

export const blockedNumbers = pgTable(
  'blocked_numbers',
  {
    entryId: serial('entry_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    company: text('company'),
  },
  (t) => [uniqueIndex('blocked_account_number_idx').on(t.accountId, t.phoneNumber)],
);

export const vipCallers = pgTable(
  'vip_callers',
  {
    vipCallerId: serial('vip_caller_id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company'),
    phoneNumber: text('phone_number').notNull(),
  },
  (t) => [uniqueIndex('vip_account_number_idx').on(t.accountId, t.phoneNumber)],
);
