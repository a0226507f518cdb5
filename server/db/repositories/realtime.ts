/**
 * The realtime update sequence (schema: server/db/schema/realtime.ts). A change bumps the seq of
 * every user it concerns and publishes the new numbers on the update channel in the same
 * statement, so a NOTIFY never announces a number that is not committed and a committed number is
 * never left unannounced. A reconnecting socket reads the user's row to answer "what changed since
 * the seq you last saw" (server/realtime/resync.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { realtimeVersions } from '../schema';

/** The area key of a change without an area hint (the client then refreshes everything). */
export const everyArea = '*';

/** What the update channel carries: each user's new seq, and the change's areas (null: no hint). */
export interface UpdatePayload {
  users: [userId: number, seq: number][];
  areas: string[] | null;
}

/** NOTIFY payloads are limited to 8000 bytes: 300 users with 13-digit seqs stay well below. */
export const publishBatch = 300;

/**
 * Bumps the seq of `userIds` (at most `publishBatch`) for a change of `areas` and NOTIFYs `channel`
 * with an UpdatePayload. Ids are locked in ascending order, so concurrent changes over overlapping
 * users cannot deadlock.
 */
export async function publishUpdate(db: Db, channel: string, userIds: readonly number[], areas: readonly string[] | undefined): Promise<void> {
  if (userIds.length === 0) return;
  if (userIds.length > publishBatch) throw new Error(`publishUpdate takes at most ${publishBatch} users`);
  const ids = JSON.stringify([...userIds].sort((a, b) => a - b));
  const keys = JSON.stringify(areas?.length ? areas : [everyArea]);
  const hint = areas?.length ? JSON.stringify(areas) : null;
  await queryRows(
    db,
    sql`with now_ms as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms),
      bumped as (
        insert into realtime_versions (user_id, base, seq, areas)
        select u.id::int, now_ms.ms, now_ms.ms, (select jsonb_object_agg(k, now_ms.ms) from jsonb_array_elements_text(${keys}::jsonb) as k)
        from jsonb_array_elements_text(${ids}::jsonb) with ordinality as u(id, n), now_ms
        order by u.n
        on conflict (user_id) do update set
          seq = realtime_versions.seq + 1,
          areas = realtime_versions.areas
            || (select jsonb_object_agg(k, realtime_versions.seq + 1) from jsonb_object_keys(excluded.areas) as k)
        returning user_id, seq
      )
      select pg_notify(${channel}, json_build_object(
        'users', (select json_agg(json_build_array(user_id, seq)) from bumped),
        'areas', ${hint}::json
      )::text)`,
  );
}

export interface RealtimeVersion {
  base: number;
  seq: number;
  areas: Record<string, number>;
}

/** The user's row, or null when nothing has changed for them since the data was seeded. */
export async function realtimeVersionOf(db: Db, userId: number): Promise<RealtimeVersion | null> {
  const [row] = await db
    .select({ base: realtimeVersions.base, seq: realtimeVersions.seq, areas: realtimeVersions.areas })
    .from(realtimeVersions)
    .where(eq(realtimeVersions.userId, userId));
  return row ?? null;
}
