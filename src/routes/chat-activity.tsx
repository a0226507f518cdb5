import { createFileRoute } from '@tanstack/react-router';
import { chatQueries } from '@/api/chat/chat.queries';
import { notCachedYet } from '@/app/route-data';
import { usePrefetchWhenIdle } from '@/components/lazy-on-first-open';
import { ExportLinks } from '@/features/activity/export-links';
import { chatActivitySearchSchema } from '@/features/chat/chat-link';
import { ChatScreen, type ChatExportSlot } from '@/features/chat/chat-screen';
import { resolveChatFilters } from '@/features/chat/logic/chat-filter-settings';
import { listRequest } from '@/lib/list-window';
import { listRequestDeps } from '@/lib/activity-search-params';
import { loadContactLinkMenu, renderContactLink } from './-contact-link-menu';

/** The chat list's "Export CSV" is the activity slice's export links: composed here. */
const renderExport = (slot: ChatExportSlot) => (
  <ExportLinks
    kind="chats"
    filters={slot.filters}
    search={slot.search}
    rowCount={slot.rowCount}
    selectedIds={slot.selectedIds}
    shownIds={slot.shownIds}
  />
);

/** The chat list, with the contact-link menu on the visitor's number and email in a chat's details. */
function ChatActivityPage() {
  usePrefetchWhenIdle(loadContactLinkMenu);
  return <ChatScreen renderExport={renderExport} renderContactLink={renderContactLink} />;
}

/** /chat-activity: the chat list; its filters (and a chat to open) live in validated search params. */
export const Route = createFileRoute('/chat-activity')({
  validateSearch: chatActivitySearchSchema,
  // Only what the request depends on, unresolved (as on /activity: resolving stays in this chunk).
  loaderDeps: ({ search }) => listRequestDeps(search),
  // The first page of chats starts with the route's chunk, for the same key the screen reads.
  loader: ({ context, deps }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const list = chatQueries.list(scope, listRequest(resolveChatFilters(deps)));
    if (notCachedYet(context.queryClient, list.queryKey)) void context.queryClient.prefetchInfiniteQuery(list);
  },
  component: ChatActivityPage,
});
