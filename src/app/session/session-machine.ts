import type { QueryClient } from '@tanstack/react-query';
import { configurePortalAuth } from '@/api/http/portal-client';
import { isPortalError } from '@/api/http/portal-error';
import { createSessionFromIdentity, revokeSession } from '@/api/session/session.requests';
import { sessionQueries } from '@/api/session/session.queries';
import { env } from '@/lib/env';
import { serverGate } from '@/lib/screen-choice';
import { queryClient as appQueryClient } from '@/app/query-client';
import { startRealtimeSync } from '@/app/realtime/realtime-sync';
import { browser, storageKeys } from './browser';
import { getSession, patchSession, scopeOf } from './session-store';
import { pushAvailability } from './push-support';
import { detectStartup } from './startup';
import { createUpdateLoop, type UpdateLoop } from './update-loop';

/**
 * The session state machine of spec core §4:
 * startup → quotes | reset | cookie (a session key is known; the user is loading) → active.
 * No key at all → the login page. A 401 anywhere → clear the key(s) and go to login, once.
 */
let client: QueryClient = appQueryClient;
let stopRealtime: (() => void) | null = null;
let leaving = false;
let userLoop: UpdateLoop | null = null;

configurePortalAuth({
  getSessionKey: () => getSession().sessionKey,
  onUnauthorized: () => handleUnauthorized(),
});

function loopFor(): UpdateLoop {
  userLoop ??= createUpdateLoop(
    async () => {
      const session = getSession();
      if (!session.sessionKey) return;
      await client.fetchQuery({ ...sessionQueries.me(scopeOf(session)), staleTime: 0 });
    },
    (flags) => patchSession(flags),
  );
  return userLoop;
}

/** Refetch the user; a call while one runs makes it run once more afterwards ('update again'). */
export function refreshUser(): Promise<void> {
  return loopFor().request();
}

/** Leaves for the login page, once; `savedLoginExpired` has it say why the saved login did not work. */
export function redirectToLogin(reason?: 'savedLoginExpired'): void {
  if (leaving) return;
  leaving = true;
  patchSession({ splash: false });
  const { origin, pathname, search, hash } = browser.location();
  // The fragment stays in this tab: it may hold a secret (the password-change link's key) that the
  // query string would carry into server logs, and the login page drops fragments anyway. It is
  // put back once the login has handed the session over (startSession).
  if (hash.length > 1) browser.setSession(storageKeys.fragmentBeforeLogin, hash);
  const query = new URLSearchParams({ returnUrl: `${origin}${pathname}${search}` });
  if (reason === 'savedLoginExpired') query.set('expired', '1');
  browser.assign(`${env.apiBase}/login?${query.toString()}`);
}

/**
 * The identity key "Stay Logged In?" is about: the login's, kept in this tab until the question
 * is answered (stay-logged-in.ts), so a reload before then asks it again instead of skipping it.
 */
function unansweredIdentityKey(decision: { source: string; pendingIdentityKey: string | null }): string | null {
  if (decision.source === 'fragment') {
    if (decision.pendingIdentityKey) browser.setSession(storageKeys.pendingIdentityKey, decision.pendingIdentityKey);
    else browser.removeSession(storageKeys.pendingIdentityKey);
    return decision.pendingIdentityKey;
  }
  return decision.source === 'cookie' ? browser.getSession(storageKeys.pendingIdentityKey) : null;
}

/** The fragment the tab had when it left for the login page (once), or ''. */
function takeFragmentBeforeLogin(): string {
  const hash = browser.getSession(storageKeys.fragmentBeforeLogin) ?? '';
  browser.removeSession(storageKeys.fragmentBeforeLogin);
  return hash;
}

function forgetKeys(): void {
  const session = getSession();
  browser.clearSessionCookie();
  browser.removeSession(storageKeys.pendingIdentityKey);
  if (session.isAgent) {
    browser.removeSession(storageKeys.agentSessionKey);
    browser.removeLocal(storageKeys.agentSessionOpen);
  }
  if (session.identityLogin) browser.removeLocal(storageKeys.identityKey);
}

function stopLive(): void {
  stopRealtime?.();
  stopRealtime = null;
}

/** Any 401: clear the session (and the saved identity key after an identity login) and go to login, once. */
export function handleUnauthorized(): void {
  if (leaving) return;
  stopLive();
  forgetKeys();
  redirectToLogin();
}

/** Logout: revoke the session, forget its keys, leave for {api}/logout (an agent: back to the support console). */
export async function logout(): Promise<void> {
  if (leaving) return;
  stopLive();
  await revokeSession();
  leaving = true;
  const { isAgent } = getSession();
  forgetKeys();
  // An explicit logout also forgets "Stay Logged In" so the next visit asks for the password.
  browser.removeLocal(storageKeys.identityKey);
  client.clear();
  // The agent came from the support console and goes back there, not to the customer's login page.
  if (isAgent) return browser.assign(`${env.apiBase}/support`);
  const origin = browser.location().origin;
  browser.assign(`${env.apiBase}/logout?returnUrl=${encodeURIComponent(`${origin}/`)}`);
}

async function activate(): Promise<void> {
  patchSession({ loadError: null, splash: true });
  try {
    await refreshUser();
  } catch (error) {
    if (isPortalError(error) && error.status === 401) return; // handled once, already leaving
    patchSession({ loadError: error });
    return;
  }
  const session = getSession();
  if (leaving || !session.sessionKey) return;
  patchSession({ state: 'active' });
  // At a gate the server refuses everything but the gate screens' calls (and the websocket): those
  // screens call retrySessionStart() once the gate is passed, which starts what follows here.
  const user = client.getQueryData(sessionQueries.me(scopeOf(session)).queryKey);
  if (session.isAgent && user?.agentSessionEndsAt) browser.setLocal(storageKeys.agentSessionOpen, String(Date.parse(user.agentSessionEndsAt)));
  if (user && serverGate(user, session.isAgent)) return;
  if (!session.isAgent && pushAvailability() === 'granted') void subscribeToPush();
  if (!stopRealtime) {
    stopRealtime = startRealtimeSync({
      queryClient: client,
      scope: scopeOf(session),
      sessionKey: session.sessionKey,
      refreshUser: () => void refreshUser().catch(() => {}),
      onUnauthorized: handleUnauthorized,
    });
  }
}

/** Push at login, when notifications are already allowed (core §4); its code loads only then. */
async function subscribeToPush(): Promise<void> {
  try {
    await (await import('./push-registration')).registerPush();
  } catch (error) {
    // No push service reachable, a blocked worker…: the portal works without push; say so in the console only.
    console.warn('Push subscription failed', error);
  }
}

/** Retry after a failed first load (the splash's retry button). */
export const retrySessionStart = (): Promise<void> => (getSession().sessionKey ? activate() : startSession());

/** Runs once at page load (main.tsx), before the first render. */
export async function startSession(options: { queryClient?: QueryClient } = {}): Promise<void> {
  if (options.queryClient) client = options.queryClient;
  const location = browser.location();
  const decision = detectStartup({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    cookies: browser.cookies(),
    storedAgentKey: browser.getSession(storageKeys.agentSessionKey),
    savedIdentityKey: browser.getLocal(storageKeys.identityKey),
  });

  switch (decision.kind) {
    case 'quotes':
      patchSession({ state: 'quotes' });
      return;
    case 'reset':
      patchSession({ state: 'reset' });
      return;
    case 'migrate':
      patchSession({ state: 'migrate' });
      return;
    case 'login':
      if (agentSessionOpenElsewhere()) patchSession({ state: 'agentElsewhere' });
      else redirectToLogin();
      return;
    case 'identity': {
      patchSession({ state: 'cookie', splash: true, identityLogin: true });
      let sessionKey: string;
      try {
        sessionKey = await createSessionFromIdentity(decision.identityKey);
      } catch (error) {
        if (isPortalError(error) && error.status === 401) {
          browser.removeLocal(storageKeys.identityKey);
          redirectToLogin('savedLoginExpired');
        } else {
          patchSession({ loadError: error });
        }
        return;
      }
      browser.setSessionCookie(sessionKey);
      patchSession({ sessionKey });
      await activate();
      return;
    }
    case 'session': {
      if (decision.source === 'agentLink') browser.setSession(storageKeys.agentSessionKey, decision.sessionKey);
      if (decision.source === 'fragment') browser.setSessionCookie(decision.sessionKey);
      // Back from the login page: the address gets back the fragment it left with.
      const cleanUrl = decision.source === 'fragment' ? `${decision.cleanUrl ?? ''}${takeFragmentBeforeLogin()}` : decision.cleanUrl;
      if (cleanUrl !== null) browser.replaceUrl(cleanUrl);
      patchSession({
        state: 'cookie',
        splash: true,
        sessionKey: decision.sessionKey,
        isAgent: decision.agent,
        agentUserSession: decision.agent ? decision.sessionKey : null,
        pendingIdentityKey: decision.agent ? null : unansweredIdentityKey(decision),
      });
      await activate();
      return;
    }
  }
}

/** An agent session runs in another tab of this browser (its end, as that tab recorded it, is ahead). */
function agentSessionOpenElsewhere(): boolean {
  const endsAt = Number(browser.getLocal(storageKeys.agentSessionOpen));
  if (endsAt > Date.now()) return true;
  browser.removeLocal(storageKeys.agentSessionOpen);
  return false;
}

/** From the agent-elsewhere screen: this tab logs in as a customer after all. */
export function continueToCustomerLogin(): void {
  browser.removeLocal(storageKeys.agentSessionOpen);
  redirectToLogin();
}

/** Tests: forget module state between cases. */
export function resetSessionMachine(): void {
  stopLive();
  leaving = false;
  userLoop = null;
  client = appQueryClient;
}
