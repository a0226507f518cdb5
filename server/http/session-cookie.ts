/**
 * The cookie in which the SPA keeps this browser's session key (src/app/session/browser.ts,
 * `storageKeys.sessionKey`), so that the server's pages know who is opening them: the login page
 * (a live session goes on to the portal), the OAuth return (integrations-auth) and the SPA's own
 * index.html (a billing-only user's deep link goes to Billing). Logout deletes it.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { findActiveSession, type SessionRow } from '../db/repositories/session';
import type { AppEnv } from './types';

export const sessionCookieName = 'portalSessionKey';

/** Longer than any key the server issues: refused before any lookup. */
const maxKeyLength = 100;

/** This browser's live session, by its cookie; null without one or for a key no live session has. */
export async function browserSession(c: Context<AppEnv>, db: Db): Promise<SessionRow | null> {
  const key = getCookie(c, sessionCookieName);
  if (!key || key.length > maxKeyLength) return null;
  return findActiveSession(db, key);
}
