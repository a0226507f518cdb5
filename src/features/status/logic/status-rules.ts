import * as z from 'zod/mini';
import {
  EXTRA_INSTRUCTIONS_MAX,
  MAX_CONTACT_NUMBERS,
  MAX_EXCEPTIONS_PER_DISPOSITION,
  STATUS_TEXT_MAX,
  type Status,
} from '@/contract/status';
import { durationCodes, durationEnd, type DurationCode } from '@/domain/status/durations';
import { callerListProblems, callMeHereProblem, updatedNameProblem } from '@/domain/status/status-limits';
import { formatUsDisplay } from '@/lib/phone';

/**
 * Status rules (spec core §4 "Status lifecycle", §5 "Status editor", §9): the editor's form
 * model, the One Time / Save name rules, every validation text and the plain-language summary.
 * Validation messages are keys of the `status` namespace (`errors.*`); the editor translates.
 */

export const ONE_TIME_NAME = 'One Time';

export interface StatusFormValues {
  statusName: string;
  saved: boolean;
  /** null = Now. */
  startTime: Date | null;
  durationCode: DurationCode;
  durationStatusListId: number | null;
  /** Only for CUSTOM; null = Until Further Notice. */
  customEnd: Date | null;
  takingCalls: boolean;
  messageCode: string;
  messageStatusListId: number | null;
  instructionCode: string;
  instructionStatusListId: number | null;
  instructions: string;
  rejectNames: string[];
  acceptNames: string[];
  contactNumbers: string[];
}

/** New status defaults: name One Time, not taking calls, duration DAY, no exceptions or contacts. */
export function newStatusDefaults(): StatusFormValues {
  return {
    statusName: ONE_TIME_NAME,
    saved: false,
    startTime: null,
    durationCode: 'DAY',
    durationStatusListId: null,
    customEnd: null,
    takingCalls: false,
    messageCode: 'DEFAULT',
    messageStatusListId: null,
    instructionCode: 'NONE',
    instructionStatusListId: null,
    instructions: '',
    rejectNames: [],
    acceptNames: [],
    contactNumbers: [],
  };
}

/** The editor's values for an existing status (or scheduled copy of one). */
export function statusToForm(status: Status, now: Date = new Date()): StatusFormValues {
  const start = status.startTime ? new Date(status.startTime) : null;
  const code = (durationCodes as readonly string[]).includes(status.durationCode) ? (status.durationCode as DurationCode) : 'CUSTOM';
  return {
    statusName: status.statusName ?? '',
    saved: status.saved === 'Y',
    // A start already passed (the active status) is shown as Now.
    startTime: start && start.getTime() > now.getTime() ? start : null,
    durationCode: code,
    durationStatusListId: status.durationStatusListId,
    customEnd: code === 'CUSTOM' && status.endTime ? new Date(status.endTime) : null,
    takingCalls: status.takingCalls === 'Y',
    messageCode: status.messageCode,
    messageStatusListId: status.messageStatusListId,
    instructionCode: status.instructionCode,
    instructionStatusListId: status.instructionStatusListId,
    instructions: status.instructions ?? '',
    rejectNames: status.exceptions.filter((e) => e.disposition === 'REJECT').map((e) => e.exceptionName),
    acceptNames: status.exceptions.filter((e) => e.disposition === 'ACCEPT').map((e) => e.exceptionName),
    contactNumbers: [...status.contacts].sort((a, b) => a.attemptOrder - b.attemptOrder).map((c) => c.contactData),
  };
}

/** Turning Save on clears the name One Time; turning it off with an empty name sets One Time. */
export function nameAfterSaveToggle(name: string, saved: boolean): string {
  if (saved) return name.trim() === ONE_TIME_NAME ? '' : name;
  return name.trim() === '' ? ONE_TIME_NAME : name;
}

/** Changing a code clears its linked list id (resolved again from the lists on submit). */
export function withCode<K extends 'duration' | 'message' | 'instruction'>(
  kind: K,
  code: string,
): Pick<StatusFormValues, `${K}Code` | `${K}StatusListId`> {
  return { [`${kind}Code`]: code, [`${kind}StatusListId`]: null } as Pick<StatusFormValues, `${K}Code` | `${K}StatusListId`>;
}

/** A status without a name is called 'Unnamed Status' (the caller translates `unnamed`). */
export function hasStatusName(name: string | null | undefined): name is string {
  return Boolean(name && name.trim());
}

/** Start (null = now) and end (null = until further notice) the form's values give. */
export function formTimes(values: Pick<StatusFormValues, 'startTime' | 'durationCode' | 'customEnd'>, now: Date) {
  const start = values.startTime ?? now;
  return { start, end: durationEnd(values.durationCode, start, values.customEnd) };
}

export type StatusErrorKey =
  | 'errors.endAfterStart'
  | 'errors.endBeforeStart'
  | 'errors.endInPast'
  | 'errors.startInPast'
  | 'errors.nameTooLong'
  | 'errors.nameRequired'
  | 'errors.instructionsTooLong'
  | 'errors.tooManyCallers'
  | 'errors.callerNameTooLong'
  | 'errors.callerRepeated'
  | 'errors.callerInBothLists'
  | 'errors.tooManyNumbers'
  | 'errors.numberPlus'
  | 'errors.numberRepeated';

export interface StatusValidationContext {
  now: Date;
  /**
   * A new status (not an edit of an existing one): its start may not be in the past. An edit
   * (false) must keep a name: clearing it is refused, as the server refuses it.
   */
  isNew: boolean;
  /** The scheduling form words the end-before-start error differently. */
  form?: 'editor' | 'schedule';
}

export type StatusErrors = Partial<Record<keyof StatusFormValues, StatusErrorKey>>;

const minuteFloor = (d: Date) => Math.floor(d.getTime() / 60_000) * 60_000;

/** Every §5 rule of the status editor; an empty result means the form may be submitted. */
export function validateStatusForm(values: StatusFormValues, ctx: StatusValidationContext): StatusErrors {
  const errors: StatusErrors = {};
  const nowMs = minuteFloor(ctx.now);
  if (values.statusName.length > STATUS_TEXT_MAX) errors.statusName = 'errors.nameTooLong';
  else if (!ctx.isNew && updatedNameProblem(values.statusName)) errors.statusName = 'errors.nameRequired';
  if (ctx.isNew && values.startTime && values.startTime.getTime() < nowMs) errors.startTime = 'errors.startInPast';
  if (values.durationCode === 'CUSTOM' && values.customEnd) {
    const start = values.startTime ?? ctx.now;
    if (values.customEnd.getTime() < nowMs) errors.customEnd = 'errors.endInPast';
    else if (values.customEnd.getTime() <= start.getTime())
      errors.customEnd = ctx.form === 'schedule' ? 'errors.endBeforeStart' : 'errors.endAfterStart';
  }
  if (values.instructions.length > EXTRA_INSTRUCTIONS_MAX) errors.instructions = 'errors.instructionsTooLong';
  // A caller is on one list only, and once (names compared trimmed, ignoring case): the server's rule.
  const callers = callerListProblems({ reject: values.rejectNames, accept: values.acceptNames });
  for (const [field, problem] of [['rejectNames', callers.reject], ['acceptNames', callers.accept]] as const) {
    const names = values[field];
    if (names.length > MAX_EXCEPTIONS_PER_DISPOSITION) errors[field] = 'errors.tooManyCallers';
    else if (names.some((n) => n.length > STATUS_TEXT_MAX)) errors[field] = 'errors.callerNameTooLong';
    else if (problem) errors[field] = problem === 'callerRepeated' ? 'errors.callerRepeated' : 'errors.callerInBothLists';
  }
  if (values.contactNumbers.length > MAX_CONTACT_NUMBERS) errors.contactNumbers = 'errors.tooManyNumbers';
  else if (callMeHereProblem(values.contactNumbers) === 'numberInvalid') errors.contactNumbers = 'errors.numberPlus';
  else if (callMeHereProblem(values.contactNumbers) === 'numberRepeated') errors.contactNumbers = 'errors.numberRepeated';
  return errors;
}

/**
 * The same rules as a zod schema for react-hook-form's zodResolver. `zod/mini`: the dashboard's
 * status panel loads this module (status summary), and classic zod would come with it; the issues
 * carry i18n keys as their messages, so no zod locale is needed.
 */
export function statusFormSchema(ctx: () => StatusValidationContext) {
  return z.custom<StatusFormValues>().check(
    z.superRefine((values, issues) => {
      const errors = validateStatusForm(values, ctx());
      for (const [path, message] of Object.entries(errors)) issues.addIssue({ code: 'custom', path: [path], message });
    }),
  );
}

// ── Summary ──────────────────────────────────────────────────────────────────────────────────

export type SummaryKey =
  | 'summary.notTaking'
  | 'summary.held'
  | 'summary.toldMessage'
  | 'summary.instruction'
  | 'summary.extra'
  | 'summary.acceptTo'
  | 'summary.accept'
  | 'summary.reject'
  | 'summary.taking'
  | 'summary.takingThen';

export interface SummaryLine {
  key: SummaryKey;
  values?: Record<string, string>;
}

type SummaryStatus = Pick<
  Status,
  'takingCalls' | 'messageCode' | 'messageStatusText' | 'instructionCode' | 'instructionStatusText' | 'instructions' | 'exceptions' | 'contacts'
>;

/**
 * "a", "a and b", "a, b, and c": what Intl.ListFormat('en') gives, written out because the first
 * Intl formatter of a page loads ICU data, ~70 ms of the dashboard's first render (issue 11).
 */
export function englishList(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/**
 * What happens to calls (spec core §4 Summary text): not taking calls → calls are held or
 * callers are told the message, plus the instructions and the numbers for exception callers;
 * taking calls → the line is tried, then the Call Me Here numbers, with the exceptions.
 */
export function statusSummary(status: SummaryStatus, list: (items: string[]) => string = englishList): SummaryLine[] {
  const numbers = [...status.contacts].sort((a, b) => a.attemptOrder - b.attemptOrder).map((c) => formatUsDisplay(c.contactData));
  const accept = status.exceptions.filter((e) => e.disposition === 'ACCEPT').map((e) => e.exceptionName);
  const reject = status.exceptions.filter((e) => e.disposition === 'REJECT').map((e) => e.exceptionName);
  const lines: SummaryLine[] = [];
  if (status.takingCalls === 'Y') {
    lines.push(numbers.length ? { key: 'summary.takingThen', values: { numbers: list(numbers) } } : { key: 'summary.taking' });
    if (reject.length) lines.push({ key: 'summary.reject', values: { names: list(reject) } });
  } else {
    lines.push({ key: 'summary.notTaking' });
    const message = status.messageCode !== 'DEFAULT' ? status.messageStatusText : null;
    lines.push(message ? { key: 'summary.toldMessage', values: { message } } : { key: 'summary.held' });
    if (status.instructionCode !== 'NONE' && status.instructionStatusText)
      lines.push({ key: 'summary.instruction', values: { instruction: status.instructionStatusText } });
    if (accept.length)
      lines.push(
        numbers.length
          ? { key: 'summary.acceptTo', values: { names: list(accept), numbers: list(numbers) } }
          : { key: 'summary.accept', values: { names: list(accept) } },
      );
    if (reject.length) lines.push({ key: 'summary.reject', values: { names: list(reject) } });
  }
  if (status.instructions?.trim()) lines.push({ key: 'summary.extra', values: { instructions: status.instructions.trim() } });
  return lines;
}
