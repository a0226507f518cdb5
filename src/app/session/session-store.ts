import { create } from 'zustand';
import { sessionScopeKey, type SessionScope } from '@/api/query-scope';
import type { SessionState } from '@/lib/screen-choice';

/** Session state of spec core §3/§4 (UI-side; the user itself lives in the query cache). */
export interface SessionStoreState {
  state: SessionState;
  sessionKey: string | null;
  /** The agent session key when this tab runs an agent (impersonation) session. */
  agentUserSession: string | null;
  isAgent: boolean;
  /** The session came from a saved identity key (a 401 then also clears that key). */
  identityLogin: boolean;
  /** Identity key from the login fragment, waiting for the "Stay Logged In?" choice. */
  pendingIdentityKey: string | null;
  /** Show the splash (not an empty page) while not active. */
  splash: boolean;
  passwordChangeKey: string | null;
  /** Epoch ms. */
  passwordChangeKeyExpiration: number | null;
  manualPasswordChange: boolean;
  updating: boolean;
  updateAgain: boolean;
  /** The first user load failed (not a 401): the splash offers a retry. */
  loadError: unknown;
  /** This browser's web push subscription, once registered (spec core §3 Session state). */
  push: { endpoint: string; key: string; auth: string } | null;
}

export const initialSessionState: SessionStoreState = {
  state: 'startup',
  sessionKey: null,
  agentUserSession: null,
  isAgent: false,
  identityLogin: false,
  pendingIdentityKey: null,
  splash: false,
  passwordChangeKey: null,
  passwordChangeKeyExpiration: null,
  manualPasswordChange: false,
  updating: false,
  updateAgain: false,
  loadError: null,
  push: null,
};

export const useSessionStore = create<SessionStoreState>()(() => ({ ...initialSessionState }));

export const getSession = (): SessionStoreState => useSessionStore.getState();
export const patchSession = (patch: Partial<SessionStoreState>): void => useSessionStore.setState(patch);
export const resetSessionStore = (): void => useSessionStore.setState({ ...initialSessionState }, true);

export const scopeOf = (session: Pick<SessionStoreState, 'sessionKey' | 'isAgent'>): SessionScope =>
  sessionScopeKey(session.sessionKey, session.isAgent);

/** The query-key scope of the current session (for loaders and non-React code). */
export const getSessionScope = (): SessionScope => scopeOf(getSession());

/** The gate screens record the password-change key the server sent (valid 45 minutes). */
export function setPasswordChangeKey(key: string | null, expiresAt: number | null): void {
  patchSession({ passwordChangeKey: key, passwordChangeKeyExpiration: expiresAt });
}

/** "Change password" by hand: shows the password-change screens like a temporary password. */
export function setManualPasswordChange(on: boolean): void {
  patchSession({ manualPasswordChange: on, ...(on ? {} : { passwordChangeKey: null, passwordChangeKeyExpiration: null }) });
}
