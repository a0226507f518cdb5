/**
 * In-process cache of whole GET responses, per (userId, path, query string): the messages pages
 * (GET /api/messages/all), ~1 MB of JSON each at 50,000 messages, which a client asks for again
 * on every realtime update, refocus and reload.
 *
 * The rule is the one of the /api/me payload cache (user-payload-cache.ts, mechanics in
 * per-user-cache.ts): an entry is fresh for `responseCacheTtlMs` (5 s) and is dropped whenever
 * its user is notified through the realtime hub (`hub.notifyUsers`): synchronously in the
 * process that notifies, before the NOTIFY goes out, and in every process when the LISTEN
 * handler sees the user id on `portal_update`. Every triage change (read, unread, archive,
 * unarchive, follow-up, single, chat and bulk) notifies every user of the affected accounts
 * before it answers, so the client that made a change never gets its own change undone by its
 * next GET, and nobody who can see the item is served it stale by the process that changed it.
 * A change made without notifying (or a change of the user's roles or locations, which must
 * notify the user as /api/me already requires) is at most the TTL plus one reload old
 * (stale-while-refresh: past the TTL, the entry is served for at most 5 s more while one load
 * refreshes it). Anything that changes what a user's messages pages hold must therefore call
 * `notifyUsers` for every user who can see it.
 *
 * The key is the user id plus the path and the raw query string, so another user's entry is
 * never served and every distinct query (window, page, account, location) is its own entry.
 * Concurrent misses share one load; a load running when its user was invalidated is not stored.
 * Bounded to 200 entries and 64 MB of JSON, oldest out first.
 */
import type { Context } from 'hono';
import type { RealtimeHub } from '../realtime/hub';
import { sendCachedJson } from './cached-json';
import { createPerUserCache, type PerUserCache } from './per-user-cache';
import type { AppEnv } from './types';

export const responseCacheTtlMs = 5_000;

const caches = new WeakMap<RealtimeHub, PerUserCache<unknown>>();

/** The response cache of a hub's process, invalidated by that hub's user notifications. */
export function responseCacheFor(hub: RealtimeHub): PerUserCache<unknown> {
  let cache = caches.get(hub);
  if (!cache) {
    const created = createPerUserCache<unknown>({
      ttlMs: responseCacheTtlMs,
      maxStaleMs: 5_000,
      maxEntries: 200,
      maxBytes: 64 * 1024 * 1024,
    });
    hub.onUsersChanged((userIds) => created.invalidate(userIds));
    caches.set(hub, (cache = created));
  }
  return cache;
}

/** The cache key of a request below its user: the path and the raw query string. */
export function requestVariant(c: Context<AppEnv>): string {
  // c.req.url is absolute ("http://host/path?query"): what follows the authority, unparsed.
  const url = c.req.url;
  const scheme = url.indexOf('://');
  const path = url.indexOf('/', scheme < 0 ? 0 : scheme + 3);
  return path < 0 ? '/' : url.slice(path);
}

/**
 * Answers a GET from the user's cached response, or loads, caches and sends it. `load` gives
 * the body (already checked against the contract when it comes from `checkedResponse`).
 */
export async function sendCachedResponse(c: Context<AppEnv>, userId: number, load: () => Promise<unknown>): Promise<Response> {
  const body = await responseCacheFor(c.get('hub')).get(userId, requestVariant(c), load);
  return sendCachedJson(c, body);
}
