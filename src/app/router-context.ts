import type { QueryClient } from '@tanstack/react-query';
import type { SessionScope } from '@/api/query-scope';
import { getSession, scopeOf } from './session/session-store';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The query-key scope of the session, or null without one (login, reset, quotes): a loader
   * starts a screen's data only for a session key. That includes a session whose user is still
   * loading ('cookie'): on a first load the screen's data then starts beside /api/me instead of
   * after it; a 401 there is handled once, as for /api/me.
   */
  sessionScope: () => SessionScope | null;
}

/** The context of the app's router (and of routers in tests): the session is read when a loader runs. */
export function createRouterContext(queryClient: QueryClient): RouterContext {
  return {
    queryClient,
    sessionScope: () => {
      const session = getSession();
      const signedIn = session.state === 'active' || session.state === 'cookie';
      return signedIn && session.sessionKey ? scopeOf(session) : null;
    },
  };
}
