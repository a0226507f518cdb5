import * as z from 'zod';
import { isoDateTime, yn } from './common';

/** Statuses (spec core §3 Status, §4 Status lifecycle, §7 Statuses). */

export const dispositions = ['REJECT', 'ACCEPT'] as const;
export const dispositionSchema = z.enum(dispositions);
export type Disposition = z.infer<typeof dispositionSchema>;

export const statusExceptionSchema = z.object({
  statusExceptionId: z.number().int(),
  exceptionName: z.string(),
  disposition: dispositionSchema,
});

export const statusContactSchema = z.object({
  statusContactId: z.number().int(),
  contactMethod: z.literal('PHONE'),
  contactData: z.string(),
  attemptOrder: z.number().int(),
});

export const statusSchema = z.object({
  statusId: z.number().int(),
  statusName: z.string().nullable(),
  startTime: isoDateTime.nullable(),
  endTime: isoDateTime.nullable(),
  takingCalls: yn,
  saved: yn,
  durationCode: z.string(),
  instructionCode: z.string(),
  messageCode: z.string(),
  durationStatusListId: z.number().int().nullable(),
  instructionStatusListId: z.number().int().nullable(),
  messageStatusListId: z.number().int().nullable(),
  messageStatusText: z.string().nullable(),
  instructionStatusText: z.string().nullable(),
  instructions: z.string().nullable(),
  exceptions: z.array(statusExceptionSchema),
  contacts: z.array(statusContactSchema),
  /** The schedule this copy of the status belongs to (null for a saved status on its own). */
  scheduleId: z.number().int().nullable(),
});

export const scheduledStatusSchema = z.object({
  statusScheduleId: z.number().int(),
  status: statusSchema,
  startTime: isoDateTime.nullable(),
  endTime: isoDateTime.nullable(),
});

/** GET /api/status: the current status, the scheduled ones (not yet ended) and the saved ones. */
export const statusOverviewSchema = z.object({
  currentStatus: statusSchema.nullable(),
  scheduledStatuses: z.array(scheduledStatusSchema),
  savedStatuses: z.array(statusSchema),
});

export const statusListEntrySchema = z.object({
  code: z.string(),
  statusListId: z.number().int(),
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
  exceptionName: z.string().trim().min(1).max(100),
  disposition: dispositionSchema,
});

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());
const jsonText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
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
export const timeZoneField = z.preprocess((v) => (typeof v === 'string' && isTimeZone(v) ? v : undefined), z.string().optional());

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
  override: yn.optional(),
  takingCalls: yn,
  saved: yn,
  durationStatusListId: optionalId,
  messageStatusListId: optionalId,
  instructionStatusListId: optionalId,
  instructions: optionalText,
  contactNumbers: jsonText(z.array(z.string().regex(/^\+\d{6,15}$/)).max(5)),
  exceptions: jsonText(z.array(exceptionInputSchema).max(10)),
  /** Update of an unsaved status: the scheduled status being edited. */
  statusScheduleId: optionalId,
  timeZone: timeZoneField,
});

/** POST /api/statuses/{id}/schedules. */
export const scheduleRequestSchema = z.object({
  startTime: optionalText,
  endTime: optionalText,
  override: yn.optional(),
  timeZone: timeZoneField,
});

export const holdCallsRequestSchema = z.object({ holdCalls: yn });
export const holdCallsResponseSchema = z.object({ holdCalls: yn });
export const ackNotificationRequestSchema = z.object({ usageNotificationId: z.coerce.number().int().positive() });

export type Status = z.infer<typeof statusSchema>;
export type ScheduledStatus = z.infer<typeof scheduledStatusSchema>;
export type StatusOverview = z.infer<typeof statusOverviewSchema>;
export type StatusLists = z.infer<typeof statusListsSchema>;
export type StatusListEntry = z.infer<typeof statusListEntrySchema>;
export type StatusRequest = z.input<typeof statusRequestSchema>;
export type StatusRequestData = z.output<typeof statusRequestSchema>;
export type StatusException = z.infer<typeof statusExceptionSchema>;
export type StatusContact = z.infer<typeof statusContactSchema>;
