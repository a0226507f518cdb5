import * as z from 'zod/mini';

/**
 * The /update websocket (spec core §4, §7 Real time). The client authenticates with its
 * session key on open and pings; the server answers pings and sends an update flag when data
 * of the user changed. `areas` is a hint the reference server adds so a client can narrow its
 * invalidation; a client that ignores it still behaves as the spec says.
 *
 * Resync (issue 18): the reference server numbers each user's changes (`seq`, kept in the
 * database so every server process agrees). Updates and `ready` carry the user's seq; a
 * reconnecting client sends the last seq it saw as `since`, and `ready` answers in `changed` what
 * changed after it (an empty list: nothing; 'all': the server cannot tell, refresh everything).
 * A server without seqs (`seq`/`changed` absent) leaves the client to refresh everything after a
 * reconnect, as the spec's update flag alone allows.
 */
export const realtimeAreas = ['user', 'messages', 'account', 'phoneNumbers', 'statuses', 'contacts', 'texts'] as const;

const realtimeSeq = z.int().check(z.minimum(0));
const realtimeArea = z.enum(realtimeAreas);

export const realtimeResyncSchema = z.union([z.literal('all'), z.array(realtimeArea)]);

export const clientRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), sessionKey: z.string().check(z.minLength(1)), since: z.optional(realtimeSeq) }),
  z.object({ type: z.literal('ping') }),
]);

export const serverRealtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    seq: z.optional(realtimeSeq),
    /** Present when the auth carried `since`. */
    changed: z.optional(realtimeResyncSchema),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('update'),
    update: z.literal(true),
    areas: z.optional(z.array(realtimeArea)),
    seq: z.optional(realtimeSeq),
  }),
  z.object({ type: z.literal('unauthorized') }),
]);

export type ClientRealtimeMessage = z.infer<typeof clientRealtimeMessageSchema>;
export type ServerRealtimeMessage = z.infer<typeof serverRealtimeMessageSchema>;
export type RealtimeArea = (typeof realtimeAreas)[number];
/** What changed since the client's last seq: the areas, or everything. */
export type RealtimeResync = z.infer<typeof realtimeResyncSchema>;
