/** Contacts and their methods. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
