import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/chat-screen';
import { chatSearchSchema } from '@/lib/chat-filter-settings';

/** /chat-activity: the chat list; its filters live in validated search params. */
export const Route = createFileRoute('/chat-activity')({
  validateSearch: chatSearchSchema,
  component: ChatScreen,
});
