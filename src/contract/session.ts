import * as z from 'zod/mini';

/** POST /api/session: trade a saved identity key for a fresh session key. */
export const sessionRequestSchema = z.object({ identityKey: z.string().check(z.minLength(1)) });
export const sessionResponseSchema = z.object({ sessionKey: z.string().check(z.minLength(1)) });

/** POST /api/me/logout answers with an empty object. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
