import * as z from 'zod/mini';

/**
 * The /update websocket (spec core §4, §7 Real time). The client authenticates with its
 * session key on open and pings; the server answers pings and sends an update flag when data
 * of the user changed. `areas` is a hint the reference server adds so a client can narrow its
 * invalidation; a client that ignores it still behaves as the spec says.
 */
export const realtimeAreas = ['user', 'messages', 'account', 'phoneNumbers', 'statuses', 'contacts', 'texts'] as const;

export const clientRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), sessionKey: z.string().check(z.minLength(1)) }),
  z.object({ type: z.literal('ping') }),
]);

export const serverRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('update'),
    update: z.literal(true),
    areas: z.optional(z.array(z.enum(realtimeAreas))),
  }),
  z.object({ type: z.literal('unauthorized') }),
]);

export type ClientRealtimeMessage = z.infer<typeof clientRealtimeMessageSchema>;
export type ServerRealtimeMessage = z.infer<typeof serverRealtimeMessageSchema>;
export type RealtimeArea = (typeof realtimeAreas)[number];
