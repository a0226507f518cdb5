/**
 * Ids that rows get from their table's own sequence. Reserving one (nextval) is atomic: requests
 * at once, or several server processes on one PostgreSQL, never get the same id, where
 * max(id) + 1 gave two of them the same one. The seed inserts explicit ids and then moves every
 * sequence past them (resetSequences).
 */
import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, sql, type Db } from '../client';

/** The next id of a serial column, reserved for the caller's insert. */
export async function nextSerialId(db: Db, column: PgColumn): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence(${getTableName(column.table)}, ${column.name}))::int as id`);
  return Number(row!.id);
}
