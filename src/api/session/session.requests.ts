import { callEndpoint } from '@/api/http/portal-client';
import '@/contract/session.endpoints'; // the definitions of its calls, loaded and preloaded with this module

/**
 * POST /api/session: trade a saved identity key for a session key. A 401 is left to the caller
 * (it clears the saved key and goes to login) instead of the global logout.
 */
export async function createSessionFromIdentity(identityKey: string): Promise<string> {
  const { sessionKey } = await callEndpoint('session', { identityKey }, undefined, { skipUnauthorizedHandler: true });
  return sessionKey;
}

/** POST /api/me/logout: revokes the session on the server; a failure never blocks logging out. */
export async function revokeSession(): Promise<void> {
  try {
    await callEndpoint('logout', {}, undefined, { skipUnauthorizedHandler: true });
  } catch {
    // The session may already be gone; the browser still goes to {api}/logout.
  }
}
