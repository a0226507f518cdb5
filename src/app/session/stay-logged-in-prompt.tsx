/**
 * "Stay Logged In?" is now the last step of a fresh login, asked by the session gate before the
 * portal shows (`useScreenChoice` answers 'stayLoggedIn'; features/shell/gate-screens.tsx), never
 * as a dialog over a page in use (issue 11). routes/__root.tsx still renders this; it renders
 * nothing and can be dropped from there.
 */
export function StayLoggedInPrompt() {
  return null;
}
