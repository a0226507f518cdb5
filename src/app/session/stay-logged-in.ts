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
  browser.removeSession(storageKeys.pendingIdentityKey);
  patchSession({ pendingIdentityKey: null });
}

/** The user settings dialog (core §2): what this device keeps of "Stay Logged In?". */
export interface PasswordSaving {
  /** A saved identity key logs this device in. */
  saved: boolean;
  /** "Never For This Device" was chosen. */
  never: boolean;
}

export function passwordSaving(): PasswordSaving {
  return { saved: Boolean(browser.getLocal(storageKeys.identityKey)), never: browser.getLocal(storageKeys.neverSaveIdentity) === 'Y' };
}

/** Remove saved password: this device no longer logs in by itself. */
export function removeSavedPassword(): void {
  browser.removeLocal(storageKeys.identityKey);
}

/** Re-enable password save: undoes "Never For This Device", so the next login asks again. */
export function reenablePasswordSaving(): void {
  browser.removeLocal(storageKeys.neverSaveIdentity);
}
