import * as z from 'zod';
import { chatSearchSchema } from '@/lib/chat-filter-settings';

/**
 * /chat-activity's search: the list filters plus `chat`, a chat to open once it is loaded (the
 * dashboard's Recent Chats link here). Filter changes drop it; closing the chat removes it.
 */
export const chatActivitySearchSchema = chatSearchSchema.extend({
  chat: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ChatActivitySearch = z.infer<typeof chatActivitySearchSchema>;
