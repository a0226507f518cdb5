import type { MessageListParams } from '../activity/activity.queries';

/**
 * The input of one page of the chat list's GET /api/messages/all. `chatsOnly`: the list drops the
 * messages anyway; a server that ignores it sends them too. Its own module, with nothing but a
 * type imported, because index.html's early script (src/app/session/early-session.ts) asks for
 * the first page with it before the bundle has arrived, and the portal takes that answer only
 * when its own request is the same.
 */
export const chatPageRequest = (params: MessageListParams, pageNumber: number) =>
  ({ ...params, pageNumber, fromPortal: 'yes', chatsOnly: 'Y' }) as const;
