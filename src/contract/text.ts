import * as z from 'zod/mini';
import { boundedInt, idSchema, isoDateTime } from './common';
import { smsThreadTextSchema } from './activity';
import { isExportDay } from './activity-export';

/** Text message limit (spec core §5 Send text, §9). */
export const TEXT_MESSAGE_MAX = 1000;
/** Conversations per page of GET /api/smsTasks (the text view's Load More). */
export const SMS_TASK_PAGE_SIZE = 50;

/** One conversation (spec core §3 SMS task and text task). */
export const smsTaskSchema = z.object({
  taskId: z.int(),
  taken: isoDateTime,
  lastMessage: z.nullable(isoDateTime),
  unread: z.int(),
  version: z.int(),
  accountId: z.int(),
  accountName: z.string(),
  /** Our number (the account's). */
  dnis: z.string(),
  /** The contact's number. */
  ani: z.string(),
  smsDisplayName: z.nullable(z.string()),
  phoneNumberId: z.nullable(z.int()),
  /** Whether the number may send: ACTIVE with dlcVerified Y (the message box rule, core §2). */
  canReply: z.boolean(),
  messages: z.array(smsThreadTextSchema),
});

const optionalTime = z.optional(z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date or time')));

/**
 * GET /api/smsTasks (spec core §7 SMS tasks): startTime, endTime, pageNumber, version; the text
 * view sends startDate, endDate, pageNumber and smsVersion 0 instead (both spellings accepted).
 * `version` > 0 asks only for conversations changed since that version.
 */
export const smsTasksRequestSchema = z.object({
  startTime: optionalTime,
  endTime: optionalTime,
  startDate: optionalTime,
  endDate: optionalTime,
  pageNumber: z._default(boundedInt().check(z.minimum(0)), 0),
  version: z.optional(boundedInt().check(z.minimum(0))),
  smsVersion: z.optional(boundedInt().check(z.minimum(0))),
});

export const smsTasksResponseSchema = z.object({
  smsTasks: z.array(smsTaskSchema),
  pageNumber: z.int(),
  pageSize: z.int(),
  /** The highest version among the caller's conversations: send it back to get only later changes. */
  version: z.int(),
});

/**
 * The destination of a text: an optional plus and 7-15 digits, the first not 0 (E.164: no country
 * code starts with 0; '+0000000' was taken and a conversation made). A 10-digit entry gets +1 on
 * the client.
 */
export const destinationNumberSchema = z.string().check(z.trim(), z.regex(/^\+?[1-9][0-9]{6,14}$/, 'The destination number is not valid.'));

/** POST /api/smsTasks (spec core §7): sourcePhoneNumberId, destinationPhoneNumber, message. */
export const sendTextRequestSchema = z.object({
  sourcePhoneNumberId: idSchema,
  destinationPhoneNumber: destinationNumberSchema,
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'The message is empty.'),
    z.maxLength(TEXT_MESSAGE_MAX, `The message is longer than ${TEXT_MESSAGE_MAX} characters.`),
  ),
});

export const sendTextResponseSchema = smsTaskSchema;

export const smsTaskReadResponseSchema = z.object({ ok: z.literal(true), taskId: z.int(), unread: z.int() });

/** GET /api/smsTasks/genSmsCsv (spec core §7): start, end (days, at most 31 like the other exports). */
const csvDay = z.string().check(z.refine(isExportDay, 'must be a date (YYYY-MM-DD)'));
export const smsCsvRequestSchema = z.object({
  start: csvDay,
  end: csvDay,
  utcOffset: z._default(z.coerce.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0),
});

/** Server refusals the text screens show as they are. */
export const textMessages = {
  cannotSend: 'This number cannot send texts.',
  noTextAccess: 'You do not have access to view this page.',
} as const;

export type SmsTask = z.infer<typeof smsTaskSchema>;
export type SmsTasksResponse = z.infer<typeof smsTasksResponseSchema>;
export type SendTextRequest = z.input<typeof sendTextRequestSchema>;
