/** Web leads (billing-account §3 "Web lead chat", §7: GET /api/leads). */
import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

export const leadsQuerySchema = z.object({ accountId: idSchema });

export const leadChatMessageSchema = z.object({
  chatMessageId: z.number(),
  chatParticipantId: z.number(),
  textContents: z.string(),
  added: isoDateTime,
});

/** The answers the chat collected: field name → answer. */
export const webLeadSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const leadSchema = z.object({
  leadId: z.number(),
  accountId: z.number(),
  title: z.string(),
  created: isoDateTime,
  messages: z.array(leadChatMessageSchema),
  webleadJson: webLeadSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** Most leads one call returns (newest first). */
export const LEADS_MAX = 500;
