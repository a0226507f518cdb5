import * as z from 'zod/mini';
import { idSchema, isoDateTime, yn } from './common';

/**
 * The status editor's limits (spec core §5 "Status editor", §9), shared by the contract's request
 * schemas, the editor (src/features/status/logic/status-rules.ts) and the server
 * (src/domain/status/status-limits.ts).
 */
export const STATUS_TEXT_MAX = 100;
/** What the user types as extra instructions. */
export const EXTRA_INSTRUCTIONS_MAX = 150;
/** The stored instructions: the chosen instruction text plus the extra instructions. */
export const STATUS_INSTRUCTIONS_MAX = 1000;
export const MAX_EXCEPTIONS_PER_DISPOSITION = 5;
export const MAX_CONTACT_NUMBERS = 5;


/** Statuses (spec core §3 Status, §4 Status lifecycle, §7 Statuses). */

export const dispositions = ['REJECT', 'ACCEPT'] as const;
export const dispositionSchema = z.enum(dispositions);
export type Disposition = z.infer<typeof dispositionSchema>;

export const statusExceptionSchema = z.object({
  statusExceptionId: z.int(),
  exceptionName: z.string(),
  disposition: dispositionSchema,
});

export const statusContactSchema = z.object({
  statusContactId: z.int(),
  contactMethod: z.literal('PHONE'),
  contactData: z.string(),
  attemptOrder: z.int(),
});

export const statusSchema = z.object({
  statusId: z.int(),
  statusName: z.nullable(z.string()),
  startTime: z.nullable(isoDateTime),
  endTime: z.nullable(isoDateTime),
  takingCalls: yn,
  saved: yn,
  durationCode: z.string(),
  instructionCode: z.string(),
  messageCode: z.string(),
  durationStatusListId: z.nullable(z.int()),
  instructionStatusListId: z.nullable(z.int()),
  messageStatusListId: z.nullable(z.int()),
  messageStatusText: z.nullable(z.string()),
  instructionStatusText: z.nullable(z.string()),
  instructions: z.nullable(z.string()),
  exceptions: z.array(statusExceptionSchema),
  contacts: z.array(statusContactSchema),
  /** The schedule this copy of the status belongs to (null for a saved status on its own). */
  scheduleId: z.nullable(z.int()),
});

export const scheduledStatusSchema = z.object({
  statusScheduleId: z.int(),
  status: statusSchema,
  startTime: z.nullable(isoDateTime),
  endTime: z.nullable(isoDateTime),
});

/** GET /api/status: the current status, the scheduled ones (not yet ended) and the saved ones. */
export const statusOverviewSchema = z.object({
  currentStatus: z.nullable(statusSchema),
  scheduledStatuses: z.array(scheduledStatusSchema),
  savedStatuses: z.array(statusSchema),
});

export const statusListEntrySchema = z.object({
  code: z.string(),
  statusListId: z.int(),
  text: z.string(),
});

/** GET /api/statusLists. */
export const statusListsSchema = z.object({
  messages: z.array(statusListEntrySchema),
  instructions: z.array(statusListEntrySchema),
  durations: z.array(statusListEntrySchema),
});

/** An exception as the `exceptions` form field carries it (JSON text). */
export const exceptionInputSchema = z.object({
  exceptionName: z.string().check(z.trim(), z.minLength(1), z.maxLength(STATUS_TEXT_MAX)),
  disposition: dispositionSchema,
});

/**
 * Classic zod's `z.preprocess`, which the mini API lacks: the same pipe of a transform into the
 * schema, typed as classic types it so an optional inner schema keeps the field optional.
 */
const preprocess = <S extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: S): z.core.$ZodPreprocess<S> =>
  z.pipe<z.ZodMiniTransform, S>(z.transform(fn), schema);

const optionalText = preprocess((v) => (v === '' ? undefined : v), z.optional(z.string()));
const optionalId = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(idSchema));
const jsonText = <S extends z.ZodMiniType>(schema: S) =>
  preprocess((v) => {
    if (v === undefined || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/**
 * The browser's IANA time zone (e.g. "America/Chicago"), sent with every status change so the
 * server can name times in the user's zone in its 409 overlap message. Missing or unknown →
 * undefined, and the server falls back to UTC: a bad zone never fails the change itself.
 */
export const timeZoneField = preprocess((v) => (typeof v === 'string' && isTimeZone(v) ? v : undefined), z.optional(z.string()));

function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/statuses and /api/statuses/{id}: form fields. Empty startTime means now, empty
 * endTime until further notice; contactNumbers and exceptions are JSON text (spec core §7).
 */
export const statusRequestSchema = z.object({
  statusName: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  override: z.optional(yn),
  takingCalls: yn,
  saved: yn,
  durationStatusListId: optionalId,
  messageStatusListId: optionalId,
  instructionStatusListId: optionalId,
  instructions: optionalText,
  contactNumbers: jsonText(z.array(z.string().check(z.regex(/^\+\d{6,15}$/))).check(z.maxLength(MAX_CONTACT_NUMBERS))),
  // Two lists (ACCEPT, REJECT) of at most MAX_EXCEPTIONS_PER_DISPOSITION each; the per-list count
  // is src/domain/status/status-limits.ts, which the server applies to the parsed list.
  exceptions: jsonText(z.array(exceptionInputSchema).check(z.maxLength(2 * MAX_EXCEPTIONS_PER_DISPOSITION))),
  /** Update of an unsaved status: the scheduled status being edited. */
  statusScheduleId: optionalId,
  timeZone: timeZoneField,
});

/** POST /api/statuses/{id}/schedules. */
export const scheduleRequestSchema = z.object({
  startTime: optionalText,
  endTime: optionalText,
  override: z.optional(yn),
  timeZone: timeZoneField,
});

export const holdCallsRequestSchema = z.object({ holdCalls: yn });
export const holdCallsResponseSchema = z.object({ holdCalls: yn });
export const ackNotificationRequestSchema = z.object({ usageNotificationId: idSchema });

export type Status = z.infer<typeof statusSchema>;
export type ScheduledStatus = z.infer<typeof scheduledStatusSchema>;
export type StatusOverview = z.infer<typeof statusOverviewSchema>;
export type StatusLists = z.infer<typeof statusListsSchema>;
export type StatusListEntry = z.infer<typeof statusListEntrySchema>;
export type StatusRequest = z.input<typeof statusRequestSchema>;
export type StatusRequestData = z.output<typeof statusRequestSchema>;
export type StatusException = z.infer<typeof statusExceptionSchema>;
export type StatusContact = z.infer<typeof statusContactSchema>;
