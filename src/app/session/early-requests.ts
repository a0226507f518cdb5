import { chatPageRequest } from '@/api/chat/chat-page-request';
import { toSearchParams } from '@/api/http/search-params';
import { listRequest, resolveWindow } from '@/lib/list-window';

/**
 * What index.html's early script (early-session.ts) asks the portal API for while the bundle is
 * still downloading (issue 11), as `/path?query` under `{api}/portalApi`: each request leaves a
 * whole round trip on a phone sooner than from the route's loader once the entry has run.
 * - GET /api/me on every screen.
 * - On the dashboard, where every sign-in lands, its panels' data: GET /api/status and GET
 *   /api/messages need nothing but the session. (/status's own status was tried as well: its
 *   largest paint did not move, so it asks for itself.)
 * - On /chat-activity without search parameters (the default window, every company: what the
 *   menu's link opens), the chat list's first page, whose rows are that screen's largest paint.
 *   With any parameter the route's loader asks: the URL's filters are the router's to read.
 * The portal takes an answer only for the very request it would send itself (early-answers.ts),
 * which is why the query is built by the portal's own functions.
 */
export function earlyRequests(location: { pathname: string; search: string }, today: Date): string[] {
  const requests = ['/api/me'];
  if (location.pathname === '/') requests.push('/api/status', '/api/messages');
  if (location.pathname === '/chat-activity' && location.search === '') {
    const firstPage = chatPageRequest(listRequest({ ...resolveWindow(undefined, undefined, today), accountId: null }), 0);
    requests.push(`/api/messages/all?${toSearchParams(firstPage).toString()}`);
  }
  return requests;
}
