import { createFileRoute } from '@tanstack/react-router';
import { ExportLinks } from '@/features/activity/export-links';
import { chatActivitySearchSchema } from '@/features/chat/chat-link';
import { ChatScreen, type ChatExportSlot } from '@/features/chat/chat-screen';

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

function ChatActivityPage() {
  return <ChatScreen renderExport={renderExport} />;
}

/** /chat-activity: the chat list; its filters (and a chat to open) live in validated search params. */
export const Route = createFileRoute('/chat-activity')({
  validateSearch: chatActivitySearchSchema,
  component: ChatActivityPage,
});
