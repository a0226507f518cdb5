import * as z from 'zod/mini';
import { chatSearchSchema } from '@/lib/activity-search-params';

/**
 * /chat-activity's search: the list filters plus `chat`, a chat to open once it is loaded (the
 * dashboard's Recent Chats link here). Filter changes drop it; closing the chat removes it.
 */
export const chatActivitySearchSchema = z.extend(chatSearchSchema, {
  chat: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});
export type ChatActivitySearch = z.infer<typeof chatActivitySearchSchema>;
