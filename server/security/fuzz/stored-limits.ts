/**
 * "Nothing stored past the limits": the rows a fuzz batch wrote (found by their `xmin`) hold no
 * text longer than its column's own bound (stored-bounds.ts: the contract field that writes the
 * column, or the spec's constant), no list longer than the spec allows (5 exceptions per
 * disposition, 5 contact numbers, …), and, in columns no request field writes, no text longer
 * than the contract's longest text bound. None of the over-long strings and lists the fuzzer
 * sends (a bound plus one, 5 KB to 300 KB) may land anywhere: a column, a JSON detail or a log.
 */
import type { EndpointDef } from '../../../src/contract/endpoints';
import { queryRows, sql, type Database } from '../../db/client';
import type { ColumnBound, CountLimit } from './stored-bounds';
import { defOf, fieldsOf, lengthBounds } from './values';

/** The text, varchar and jsonb columns of every table (read once: the catalogue is slow to ask). */
export async function textColumns(database: Database): Promise<Map<string, string[]>> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    sql`select c.relname as table_name, a.attname as column_name from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'jsonb'::regtype, 'json'::regtype)`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  return byTable;
}

/** The current transaction id: rows written after this point carry a larger `xmin`. */
export async function writePoint(database: Database): Promise<string> {
  const [row] = await queryRows<{ txid: string }>(database.db, sql`select txid_current()::text as txid`);
  return row!.txid;
}

/**
 * Text past its bound in rows written (inserted or updated) since `since`: a column of `bounds`
 * against its own bound, any other against `fallback`. One line per column,
 * `table.column: n characters (bound b, from …)`.
 */
export async function storedPast(
  database: Database,
  columns: Map<string, string[]>,
  since: string,
  bounds: Record<string, ColumnBound>,
  fallback: number,
): Promise<string[]> {
  const parts = [...columns].flatMap(([table, names]) =>
    names.map(
      (name) =>
        `select '${table}.${name}' as col, max(length("${name}"::text)) as len from "${table}" where xmin::text::bigint > ${BigInt(since)}`,
    ),
  );
  if (!parts.length) return [];
  const rows = await queryRows<{ col: string; len: number | null }>(database.db, sql.raw(parts.join(' union all ')));
  return rows.flatMap((row) => {
    const own = bounds[row.col];
    const bound = own?.max ?? fallback;
    if (Number(row.len ?? 0) <= bound) return [];
    return [`${row.col}: ${row.len} characters (bound ${bound}, ${own ? `from ${own.from}` : 'the longest text bound of the contract'})`];
  });
}

/** Lists past their limit among the lists a row written since `since` belongs to. */
export async function countsPast(database: Database, limits: readonly CountLimit[], since: string): Promise<string[]> {
  const out: string[] = [];
  for (const limit of limits) {
    const per = limit.per.map((c) => `"${c}"`).join(', ');
    const rows = await queryRows<{ owner: string; n: number }>(
      database.db,
      sql.raw(
        `select concat_ws('/', ${per}) as owner, count(*)::int as n from "${limit.table}"
         where (${per}) in (select ${per} from "${limit.table}" where xmin::text::bigint > ${BigInt(since)})
         group by ${per} having count(*) > ${limit.max}`,
      ),
    );
    for (const row of rows) out.push(`${limit.table} ${limit.per.join('/')} ${row.owner}: ${row.n} rows (at most ${limit.max}, ${limit.from})`);
  }
  return out;
}

/**
 * The longest string any request of the table may carry once stored as text. `storedAsBytes`
 * names the fields that are decoded before they are stored (base64 audio), whose bound is not
 * a text column's.
 */
export function longestTextBound(table: Record<string, EndpointDef>, storedAsBytes: ReadonlySet<string>): number {
  let longest = 0;
  for (const [name, def] of Object.entries(table)) {
    for (const slot of fieldsOf(def.request)) {
      if (defOf(slot.schema).type !== 'string' || storedAsBytes.has(`${name}.${slot.path.join('.')}`)) continue;
      const { max } = lengthBounds(slot.schema);
      if (max !== undefined) longest = Math.max(longest, max);
    }
  }
  return longest;
}
