/*
 * Starts the portal's first calls while its bundle is still downloading (issue 11): GET
 * {api}/portalApi/api/me on every screen, and on the dashboard, where every sign-in lands, its
 * panels' data too (GET /api/status and GET /api/messages need nothing but the session). Without
 * this each request leaves only once the bundle has downloaded and run, a whole round trip later
 * on a phone, and the dashboard's panels waited for it. (/status's own status was tried as well:
 * its largest paint did not move, so it asks for itself.) Deferred after /config.js (for
 * the API base) and before the module entry, which picks the answers up in
 * src/api/http/early-answers.ts only when they were asked with the key and address the portal
 * would use itself; otherwise the portal asks again and these answers are dropped. A plain script
 * on purpose: it must not wait for the bundle, and browsers without modules never get that far.
 */
/* global window, document */
(function () {
  try {
    var match = /(?:^|;\s*)portalSessionKey=([^;]*)/.exec(document.cookie);
    if (!match) return;
    var key = decodeURIComponent(match[1]);
    var config = window.__PORTAL_CONFIG__ || {};
    var base = (config.apiBase || location.origin).replace(/\/+$/, '') + '/portalApi';
    var paths = ['/api/me'];
    if (location.pathname === '/') paths.push('/api/status', '/api/messages');
    var answers = {};
    paths.forEach(function (path) {
      answers[path] = fetch(base + path, { headers: { Authorization: 'Bearer ' + key, Accept: 'application/json' } });
      // An unused answer must not surface as an unhandled rejection.
      answers[path].catch(function () {});
    });
    window.__portalEarly = { key: key, base: base, answers: answers };
  } catch (e) {
    // No cookie access or no fetch: the portal asks for itself.
  }
})();
