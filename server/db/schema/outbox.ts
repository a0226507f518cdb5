/** The outbox: every message the portal sends a person (codes, temporary passwords, links). */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

/**
 * One row per message. With no mail or SMS service configured (and always in tests) the row is
 * the delivery: `status` 'stored' and the text kept for support staff and e2e to read. Messages
 * handed to SMTP or an SMS provider are recorded as 'sent' or 'failed' without their text.
 */
export const outbox = pgTable(
  'outbox',
  {
    outboxId: serial('outbox_id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    subject: text('subject'),
    body: text('body'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    status: text('status').notNull(),
    transport: text('transport').notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
