/*
 * index.html's early script (issue 11), built into /early-session.js (scripts/early-session.ts):
 * starts the requests of early-requests.ts while the bundle is still downloading. Deferred after
 * /config.js (for the API base) and before the module entry, which picks the answers up in
 * src/api/http/early-answers.ts only when they were asked with the key and address the portal
 * would use itself; otherwise the portal asks again and these answers are dropped. A plain
 * script on purpose: it must not wait for the bundle, and browsers without modules never get
 * that far.
 */
import { cookieNames, readCookies } from './browser';
import { earlyRequests } from './early-requests';

try {
  const key = readCookies()[cookieNames.sessionKey];
  if (key) {
    const config = window.__PORTAL_CONFIG__ ?? {};
    const base = `${(config.apiBase || location.origin).replace(/\/+$/, '')}/portalApi`;
    const answers: Record<string, Promise<Response>> = {};
    for (const request of earlyRequests(location, new Date())) {
      const answer = fetch(base + request, { headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' } });
      // An unused answer must not surface as an unhandled rejection.
      answer.catch(() => {});
      answers[request] = answer;
    }
    window.__portalEarly = { key, base, answers };
  }
} catch {
  // No cookie access or no fetch: the portal asks for itself.
}
