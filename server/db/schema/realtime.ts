/** The realtime update sequence (server/realtime/hub.ts): what changed for a user, and when. */
import { bigint, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per user who has had a change since the data was (re)seeded. `seq` goes up by one with
 * each change (the row lock orders concurrent changes, so a later commit never carries a lower
 * number, whichever server process made it); `areas` holds the seq at which each area last
 * changed ('*' for a change without an area hint). A row starts at the database clock in ms
 * (`base`), so a client's `since` from before a data reset (which empties the table) is older than
 * `base` and is answered with "everything changed".
 *
 * Kept in the database, not in a process: every server process on one PostgreSQL bumps and reads
 * the same numbers, and a reconnecting client may land on another process than the one it left.
 */
export const realtimeVersions = pgTable('realtime_versions', {
  userId: integer('user_id').primaryKey(),
  base: bigint('base', { mode: 'number' }).notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  areas: jsonb('areas').$type<Record<string, number>>().notNull(),
});
