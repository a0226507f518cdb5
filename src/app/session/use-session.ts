import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { User } from '@/contract/session';
import { chooseScreen, type ScreenChoice } from '@/lib/screen-choice';
import { sessionQueries } from '@/api/session/session.queries';
import type { SessionScope } from '@/api/query-scope';
import { scopeOf, useSessionStore, type SessionStoreState } from './session-store';
import { shouldAskStayLoggedIn } from './stay-logged-in';

// Re-exported so screens can take hooks and actions from one module.
export { logout, redirectToLogin, refreshUser } from './session-machine';

/** The session state (core §3 "Session state"): state, sessionKey, agentUserSession, pendingIdentityKey, … */
export function useSession(): SessionStoreState {
  return useSessionStore(useShallow((s) => s));
}

/** The query-key scope of the signed-in session (`['portal', scope, …]`). */
export function useSessionScope(): SessionScope {
  return useSessionStore((s) => scopeOf(s));
}

/** The signed-in user (suspends until loaded; the shell renders only once it is). */
export function useCurrentUser(): User {
  const scope = useSessionScope();
  return useSuspenseQuery(sessionQueries.me(scope)).data;
}

/**
 * The screen to show for the current login state (core §2 "Which screen shows"). "Stay Logged
 * In?" (core §4) is asked as the last step of a fresh login, before the portal shows: never as a
 * dialog over a page the user has started to use.
 */
export function useScreenChoice(): ScreenChoice {
  const session = useSession();
  const scope = scopeOf(session);
  const { data: user } = useQuery({ ...sessionQueries.me(scope), enabled: session.state === 'active' });
  const choice = chooseScreen({
    state: session.state,
    splash: session.splash,
    user: session.state === 'active' ? (user ?? null) : null,
    agentSession: session.isAgent,
    manualPasswordChange: session.manualPasswordChange,
    passwordChangeKey: session.passwordChangeKey,
    passwordChangeKeyExpiration: session.passwordChangeKeyExpiration,
    now: Date.now(),
  });
  return choice === 'main' && shouldAskStayLoggedIn(session) ? 'stayLoggedIn' : choice;
}

/**
 * The screen to show now: `useScreenChoice`, with the main app entered as a transition.
 *
 * The portal's first render of the shell and its screen is the largest piece of the first load
 * (~0.45 s of a mid-range phone's CPU). The choice comes from external stores (the session store,
 * `/api/me`'s query), whose changes React renders synchronously, in one task. Entering the main app
 * is therefore handed to React as a transition, which it renders in 5 ms slices between the
 * browser's other work (docs/performance.md); the splash stays until it is ready. Every other
 * change of screen (sign-out, a gate) shows at once.
 */
export function useShownScreen(): ScreenChoice {
  const choice = useScreenChoice();
  const [mainReady, setMainReady] = useState(false);
  useEffect(() => {
    if (choice === 'main') startTransition(() => setMainReady(true));
    else setMainReady(false);
  }, [choice]);
  return choice === 'main' && !mainReady ? 'splash' : choice;
}
