/**
 * The explicit resync of a reconnecting socket (contract: src/contract/realtime.ts): the client
 * sends the last seq it saw in its auth message; `ready` answers with the user's seq now and the
 * areas that changed after that seq, so a change that landed while the socket was away (or between
 * the client's refetch and its authentication) is refreshed, and a quiet reconnect refetches
 * nothing.
 */
import { realtimeAreas, type RealtimeArea, type RealtimeResync } from '../../src/contract/realtime';
import { everyArea, type RealtimeVersion } from '../db/repositories/realtime';

const known = new Set<string>(realtimeAreas);

/** What changed for the user after `since`: the areas, or 'all' when the numbers cannot tell. */
export function changedSince(version: RealtimeVersion | null, since: number): RealtimeResync {
  // No row: nothing changed since the data was seeded. A `since` above 0 then comes from before a
  // data reset, and so does one below the row's base or above its seq.
  if (!version) return since === 0 ? [] : 'all';
  if (since < version.base || since > version.seq) return 'all';
  const changed: RealtimeArea[] = [];
  for (const [area, seq] of Object.entries(version.areas)) {
    if (seq <= since) continue;
    if (area === everyArea) return 'all';
    if (known.has(area)) changed.push(area as RealtimeArea);
  }
  return changed.sort();
}
