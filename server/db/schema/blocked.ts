/** Blocked numbers per account. */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

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
