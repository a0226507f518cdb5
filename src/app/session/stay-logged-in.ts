import { browser, storageKeys } from './browser';
import { getSession, patchSession } from './session-store';

export type StayLoggedInChoice = 'save' | 'notNow' | 'never';

/** Whether to ask "Stay Logged In?": a fresh login left an identity key; never in agent sessions or after "never". */
export function shouldAskStayLoggedIn(session: { state: string; isAgent: boolean; pendingIdentityKey: string | null }): boolean {
  if (session.state !== 'active' || session.isAgent || !session.pendingIdentityKey) return false;
  return browser.getLocal(storageKeys.neverSaveIdentity) !== 'Y';
}

export function chooseStayLoggedIn(choice: StayLoggedInChoice): void {
  const { pendingIdentityKey, isAgent } = getSession();
  if (choice === 'save' && pendingIdentityKey && !isAgent) browser.setLocal(storageKeys.identityKey, pendingIdentityKey);
  if (choice === 'never') {
    browser.setLocal(storageKeys.neverSaveIdentity, 'Y');
    browser.removeLocal(storageKeys.identityKey);
  }
  patchSession({ pendingIdentityKey: null });
}
