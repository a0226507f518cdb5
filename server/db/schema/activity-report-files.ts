/** The account report files (CSV) offered for download. */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ts, yn } from './columns';

export const reportFiles = pgTable('report_files', {
  reportFileId: serial('report_file_id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.accountId, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  extended: yn('extended'),
  contentType: text('content_type').notNull().default('text/csv'),
  content: text('content').notNull().default(''),
  updateDate: ts('update_date').notNull(),
});
