/**
 * The public face of the session (spec core §4): import from here.
 * - state & hooks: useSession, useSessionScope, useCurrentUser, useScreenChoice, useShownScreen
 * - actions: startSession, refreshUser, logout, redirectToLogin, handleUnauthorized, retrySessionStart
 * - gate screens: setPasswordChangeKey, setManualPasswordChange, chooseStayLoggedIn
 * - non-React: getSession, getSessionScope
 * - user settings dialog: passwordSaving, removeSavedPassword, reenablePasswordSaving
 */
export {
  continueToCustomerLogin,
  handleUnauthorized,
  logout,
  redirectToLogin,
  refreshUser,
  retrySessionStart,
  startSession,
} from './session-machine';
export { useCurrentUser, useScreenChoice, useSession, useSessionScope, useShownScreen } from './use-session';
export {
  getSession,
  getSessionScope,
  setManualPasswordChange,
  setPasswordChangeKey,
  type SessionStoreState,
} from './session-store';
export { StayLoggedInPrompt } from './stay-logged-in-prompt';
export { chooseStayLoggedIn, type StayLoggedInChoice } from './stay-logged-in';
export { passwordSaving, reenablePasswordSaving, removeSavedPassword, type PasswordSaving } from './stay-logged-in';
