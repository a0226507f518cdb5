import * as z from 'zod/mini';
import { idSchema, yn } from './common';

/**
 * Settings (billing-account §2 Settings page, §4 "Call forwarding per phone number", "VIP
 * forwarding number", "Voicemail greeting"; core §7 conditionalCallForwarding): call forwarding
 * per phone number and the greetings. The VIP forwarding number's call lives with the VIP area
 * (`updateVipNumber` in vip.endpoints.ts); its rule is shared in src/domain/settings.
 */

/** Forwarding and VIP custom numbers: 12 characters including the plus (billing-account §9). */
export const FORWARDING_NUMBER_LENGTH = 12;
/** Phone entries are US numbers, at most 11 characters in the entry field (billing-account §5). */
export const FORWARDING_ENTRY_MAX = 11;
/** The account feature that allows call forwarding (billing-account §4). */
export const CALL_FORWARDING_FEATURE = 'ALLOW_CALL_FORWARDING';

export const handlingSchema = z.enum(['FORWARD', 'ANSWER']);
export type Handling = z.infer<typeof handlingSchema>;

/** POST /api/conditionalCallForwarding: FORWARD turns forwarding on (to patchNumber), ANSWER off. */
export const callForwardingRequestSchema = z.object({
  phoneNumberId: idSchema,
  patchNumber: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  handling: handlingSchema,
  forwardToAgent: z.optional(yn),
});

/** A greeting upload: at most a minute of compressed audio, base64 in JSON. */
export const GREETING_MAX_SECONDS = 60;
export const GREETING_MAX_BYTES = 1_000_000;
/** Base64 grows by 4/3. */
export const GREETING_MAX_BASE64 = Math.ceil(GREETING_MAX_BYTES / 3) * 4;

/**
 * POST /api/recordings/greeting (the spec leaves the recording call's shape out): without
 * recordingId the signed-in user's personal greeting, with it one of the account's recordings.
 */
export const saveGreetingRequestSchema = z.object({
  recordingId: z.optional(idSchema),
  contentType: z.string().check(z.maxLength(80), z.regex(/^audio\/(webm|ogg|mp4|wav)(;[^\n]*)?$/i)),
  duration: z.number().check(z.int(), z.minimum(1), z.maximum(GREETING_MAX_SECONDS)),
  audio: z.string().check(z.minLength(4), z.maxLength(GREETING_MAX_BASE64), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});

export const greetingSavedSchema = z.object({
  recordingId: z.nullable(z.int()),
  duration: z.number(),
  recordingUrl: z.string(),
});

/** Spec texts the server answers with (billing-account §4 / §8). */
export const settingsMessages = {
  featureOff: 'Call forwarding is not enabled for this account. Please call or email us to turn it on.',
  invalidForwardNumber: 'The forwarding number must be 12 characters with the plus.',
} as const;
