import { env } from '@/lib/env';

/**
 * The answers to the calls index.html's early script (src/app/session/early-session.ts) started
 * while the bundle was still downloading (issue 11; which calls: early-requests.ts). Each arrives
 * a round trip sooner on a first load than if it left from the route's loader after the entry
 * has run.
 */
interface EarlyAnswers {
  key: string;
  /** The `…/portalApi` base they were asked at. */
  base: string;
  /** By request, path and query (`/api/me`, `/api/messages/all?startTime=…`), each taken once. */
  answers: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __portalEarly?: EarlyAnswers;
  }
}

/**
 * Takes the early answer to GET `request` (path and query) once, and only when it was asked the
 * way the portal would ask now: with this session key and at this API address. Anything else
 * (another key after a login fragment or an agent link, another API base from the build) drops
 * them all, and the portal asks for itself. `callEndpoint` takes it for a GET of the same path
 * and query (portal-client.ts), and sends the request anyway when the early answer failed or was
 * refused.
 */
export function takeEarlyAnswer(request: string, sessionKey: string | null, portalApiBase: string = env.portalApiBase): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__portalEarly;
  if (!early) return undefined;
  if (!sessionKey || early.key !== sessionKey || early.base !== portalApiBase) {
    delete window.__portalEarly;
    return undefined;
  }
  const answer = early.answers[request];
  delete early.answers[request];
  return answer;
}
