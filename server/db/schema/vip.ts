/** VIP callers per account (the forwarding number is a column of accounts). */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

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
