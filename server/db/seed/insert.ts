/** Writing the seed: bulk inserts of explicit-id rows, then moving the sequences past those ids. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Bulk insert through json_populate_recordset: one JSON parameter per chunk is much faster than
 * thousands of bind parameters on both drivers. Keys absent from every row keep the DB default;
 * keys absent from some rows get the column's literal default (or null).
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string; default?: unknown; hasDefault: boolean }>;
  const used = Object.keys(columns).filter((k) => rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
  const list = sql.raw(used.map((k) => `"${columns[k]!.name}"`).join(', '));
  const fallback = (k: string): unknown => {
    const c = columns[k]!;
    if (!c.hasDefault || c.default === undefined) return null;
    return typeof c.default === 'object' && c.default !== null && !Array.isArray(c.default) ? new Date() : c.default;
  };
  const size = 5000;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size).map((r) => {
      const o: Record<string, unknown> = {};
      for (const k of used) {
        const v = (r as Record<string, unknown>)[k];
        o[columns[k]!.name] = v === undefined ? fallback(k) : v;
      }
      return o;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** Moves every serial sequence of the public schema past the largest id in its table. */
export async function resetSequences(db: Db): Promise<void> {
  await db.execute(sql.raw(`do $$ declare r record; begin
    for r in select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval%' loop
      execute format('select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from %I), 0) + 1, false)',
        r.table_name, r.column_name, r.column_name, r.table_name);
    end loop; end $$;`));
}
