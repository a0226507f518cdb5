/**
 * Coalesced session lookups. Every API request resolves its Bearer key; on PGlite the database
 * runs one statement at a time, synchronously in this process, so a page (or a load test) that
 * fires many requests with one key would otherwise queue one identical lookup per request.
 *
 * Requests with the same key share one lookup — but only one that *starts after* they arrived,
 * so sharing never gives a request an answer older than itself: a session revoked or expired
 * before a request arrives is refused for that request, exactly as with one lookup per request.
 * Per key there is at most one lookup running and one queued; the queued one starts on the next
 * turn of the event loop (so every request read from the sockets in this turn joins it) and not
 * before the running one has settled.
 */
import type { SessionRow } from '../db/repositories/session';

export type FindSession = (sessionKey: string) => Promise<SessionRow | null>;

interface KeyState {
  running: Promise<SessionRow | null> | null;
  queued: Promise<SessionRow | null> | null;
}

export interface SessionLookup {
  find(sessionKey: string, load: FindSession): Promise<SessionRow | null>;
  /** Keys with a lookup running or queued (tests). */
  pendingKeys(): number;
}

const noop = () => undefined;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSessionLookup(): SessionLookup {
  const states = new Map<string, KeyState>();

  const start = (key: string, state: KeyState, load: FindSession): Promise<SessionRow | null> => {
    const promise = load(key).finally(() => {
      if (state.running === promise) state.running = null;
      if (!state.running && !state.queued && states.get(key) === state) states.delete(key);
    });
    state.running = promise;
    return promise;
  };

  return {
    find(sessionKey, load) {
      let state = states.get(sessionKey);
      if (!state) states.set(sessionKey, (state = { running: null, queued: null }));
      let queued = state.queued;
      if (!queued) {
        const s = state;
        const previous = s.running;
        queued = s.queued = nextTurn()
          .then(() => previous?.then(noop, noop))
          .then(() => {
            s.queued = null;
            return start(sessionKey, s, load);
          });
      }
      return copy(queued);
    },
    pendingKeys: () => states.size,
  };
}

/** Each caller gets its own object: one request must not see another's changes to the row. */
function copy(promise: Promise<SessionRow | null>): Promise<SessionRow | null> {
  return promise.then((row) => (row ? { ...row } : null));
}
