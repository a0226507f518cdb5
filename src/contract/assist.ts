import * as z from 'zod/mini';
import { idSchema } from './common';

/** The longest assist request text we accept. */
export const ASSIST_REQUEST_MAX = 1000;

const optionalId = z.pipe(
  z.optional(z.union([z.literal(''), idSchema])),
  z.transform((v): number | undefined => (v === '' || v === undefined ? undefined : v)),
);

/**
 * POST /api/me/assistRequest (core §7): locationId, requestType (ASSIST), request,
 * referenceTaskId, referenceMessageId, outboundPhoneNumberId.
 */
export const assistRequestSchema = z.object({
  locationId: idSchema,
  requestType: z.literal('ASSIST'),
  request: z.string().check(
    z.trim(),
    z.minLength(1, 'The request is empty.'),
    z.maxLength(ASSIST_REQUEST_MAX, `The request is longer than ${ASSIST_REQUEST_MAX} characters.`),
  ),
  referenceTaskId: optionalId,
  referenceMessageId: optionalId,
  outboundPhoneNumberId: idSchema,
});

export const assistResponseSchema = z.object({
  /** The TASK item recorded in the requester's activity. */
  messageId: z.int(),
});

export const assistMessages = {
  notYourLocation: 'You cannot request assistance for this location.',
  notYourNumber: 'You cannot use this number for an assist request.',
  notYourMessage: 'The activity this request refers to was not found.',
  notYourTask: 'The task this request refers to was not found.',
} as const;

export type AssistRequest = z.input<typeof assistRequestSchema>;
