import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chatQueries } from '@/api/chat/chat.queries';
import { useSessionScope } from '@/app/session/session';
import type { ChatRow } from '@/lib/chat-filters';

/**
 * The chat the detail dialog shows: one tapped in the list, or the one the address links to
 * (`?chat=`). A linked chat comes from the loaded list when it is there, otherwise (older than
 * the window, or archived) from GET /api/messages/getChatExport once the list has loaded.
 */
export function useLinkedChat(linkedId: number | null, loaded: ReadonlyMap<number, ChatRow>, listReady: boolean) {
  const scope = useSessionScope();
  const [openId, setOpenId] = useState<number | null>(linkedId);
  const [seenLink, setSeenLink] = useState(linkedId);
  if (seenLink !== linkedId) {
    // A new link (the dashboard again, back / forward) opens its chat.
    setSeenLink(linkedId);
    if (linkedId !== null) setOpenId(linkedId);
  }
  const fromList = openId !== null ? (loaded.get(openId) ?? null) : null;
  const fetched = useQuery({
    ...chatQueries.detail(scope, linkedId ?? 0),
    enabled: linkedId !== null && openId === linkedId && listReady && !fromList,
  });
  const chat: ChatRow | null = fromList ?? (openId !== null && openId === linkedId ? (fetched.data ?? null) : null);
  return { openId, setOpenId, chat };
}
