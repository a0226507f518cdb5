/*
 * Starts GET {api}/portalApi/api/me while the portal's bundle is still downloading (issue 11).
 * The signed-in user is the first thing every screen needs; without this the request leaves only
 * once the bundle has downloaded and run, a whole round trip later on a phone. Deferred after
 * /config.js (for the API base) and before the module entry, which picks the answer up in
 * src/api/session/early-me.ts only when it was asked with the key and address the portal would
 * use itself; otherwise the portal asks again and this answer is dropped. A plain script on
 * purpose: it must not wait for the bundle, and browsers without modules never get that far.
 */
/* global window, document */
(function () {
  try {
    var match = /(?:^|;\s*)portalSessionKey=([^;]*)/.exec(document.cookie);
    if (!match) return;
    var key = decodeURIComponent(match[1]);
    var config = window.__PORTAL_CONFIG__ || {};
    var url = (config.apiBase || location.origin).replace(/\/+$/, '') + '/portalApi/api/me';
    window.__portalEarlyMe = {
      key: key,
      url: url,
      response: fetch(url, { headers: { Authorization: 'Bearer ' + key, Accept: 'application/json' } }),
    };
    // An unused answer must not surface as an unhandled rejection.
    window.__portalEarlyMe.response.catch(function () {});
  } catch (e) {
    // No cookie access or no fetch: the portal asks for itself.
  }
})();
