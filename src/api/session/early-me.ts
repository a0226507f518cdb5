import { env } from '@/lib/env';

/**
 * The answer of the GET /api/me that `public/early-session.js` started while the bundle was still
 * downloading (issue 11: the signed-in user arrives a round trip sooner on a first load).
 */
interface EarlyMe {
  key: string;
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalEarlyMe?: EarlyMe;
  }
}

/**
 * Takes the early answer once, and only when it was asked the way the portal would ask now: with
 * this session key and at this API address. Anything else (another key after a login fragment or
 * an agent link, another API base from the build) is dropped and the portal asks for itself.
 */
export function takeEarlyMe(sessionKey: string | null, portalApiBase: string = env.portalApiBase): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__portalEarlyMe;
  if (!early) return undefined;
  delete window.__portalEarlyMe;
  if (!sessionKey || early.key !== sessionKey || early.url !== `${portalApiBase}/api/me`) return undefined;
  return early.response;
}
