/** Migration cookie lifetime (billing-account §9). */
export const MIGRATION_COOKIE_MAX_AGE = 3600;

/**
 * On activeUser the session key and identity key go into cookies with max-age 3600 s
 * (billing-account §4): `portalSessionKey` is the cookie the portal starts a session from, so
 * "Web Portal" opens the portal signed in.
 */
export function storeMigrationCookies(sessionKey: string, identityKey: string, secure = window.location.protocol === 'https:'): void {
  const attributes = `Max-Age=${MIGRATION_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  document.cookie = `portalSessionKey=${encodeURIComponent(sessionKey)}; ${attributes}`;
  document.cookie = `portalIdentityKey=${encodeURIComponent(identityKey)}; ${attributes}`;
}
