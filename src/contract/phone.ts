import * as z from 'zod/mini';
import { idSchema } from './common';

/** GET /api/me/twilioToken: a Twilio Voice access token for the in-browser phone (core §7). */
export const twilioTokenResponseSchema = z.object({
  token: z.string(),
  identity: z.string(),
  /** Seconds until the token expires. */
  ttl: z.int(),
});

/** POST /api/me/outcallRequest (core §7): phoneNumberId, outcallNumber; returns outcallPin. */
export const outcallRequestSchema = z.object({
  phoneNumberId: idSchema,
  outcallNumber: z.string().check(z.trim(), z.regex(/^\+[1-9][0-9]{6,14}$/, 'The number to call is not valid.')),
});

export const outcallResponseSchema = z.object({
  outcallPin: z.string(),
  /** The OC item recorded in the caller's activity. */
  messageId: z.int(),
});

/** The line config.js names (`phoneLine`): Twilio when the server holds its keys, else the simulated line. */
export const phoneLines = ['twilio', 'simulated'] as const;
export type PhoneLine = (typeof phoneLines)[number];

export const phoneMessages = {
  notConfigured: 'The in-browser phone is not configured on this server: the simulated line is in use.',
  notYourNumber: 'You cannot call from this number.',
  noNumbers: 'You have no phone numbers to call from.',
  notForRole: 'The in-browser phone is not available for your account type.',
} as const;

export type OutcallRequest = z.input<typeof outcallRequestSchema>;
