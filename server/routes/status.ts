/**
 * Statuses (core §7 Statuses, §4 Status lifecycle): create or schedule, update, schedule a saved
 * status, cancel a schedule, save, delete. A status belongs to its user: another user's status
 * id is a 404. Scheduling over an existing schedule answers 409 with a human overlap message
 * (core §8) unless `override` is Y, in which case the new schedule wins.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import type { StatusRequestData } from '../../src/contract/status';
import {
  cancelSchedule,
  deleteStatusRow,
  findSchedule,
  getStatus,
  getStatusLists,
  getStatusOverview,
  insertSchedule,
  insertStatus,
  markSaved,
  overlappingSchedules,
  resolveOverlaps,
  statusOwned,
  UnknownListEntryError,
  updateSchedule,
  updateStatusRow,
  type Interval,
  type StatusInput,
} from '../db/repositories/status';
import { registerEndpoint } from '../http/endpoint';
import { PortalHttpError } from '../http/errors';
import { requestDate } from '../http/input-limits';
import type { AppEnv } from '../http/types';
import { overlapMessage } from '../services/status/overlap-wording';
import { MAX_EXCEPTIONS_PER_DISPOSITION, STATUS_INSTRUCTIONS_MAX, STATUS_TEXT_MAX } from '../../src/contract/status';
import { statusLimitProblem, updatedNameProblem } from '../../src/domain/status/status-limits';

export const statusMessages = {
  notFound: 'This status no longer exists.',
  scheduleNotFound: 'This scheduled status no longer exists.',
  badTime: 'The time is not valid.',
  endAfterStart: 'The end time must be after the start time.',
  endBeforeStart: 'The end time is before the start time.',
  endInPast: 'The end time is in the past.',
  startInPast: 'The start time is in the past.',
  unknownList: 'Please choose the status options again.',
  nameMissing: 'Give the status a name: an existing status cannot be left without one.',
} as const;

const parseTime = (value: string | undefined): Date | null => (value === undefined ? null : requestDate(value, statusMessages.badTime));

/** Start (empty = now, or the schedule's own start once it has begun) and end (empty = none). */
function interval(
  input: { startTime?: string; endTime?: string },
  now: Date,
  endError: string,
  existingStart: Date | null = null,
): Interval {
  const requested = parseTime(input.startTime);
  // A new start may not lie in the past (5 minutes of grace for the picker's steps and clocks).
  if (requested && !existingStart && requested.getTime() < now.getTime() - 5 * 60_000)
    throw new PortalHttpError(400, statusMessages.startInPast);
  const start = requested ?? (existingStart && existingStart.getTime() <= now.getTime() ? existingStart : now);
  const end = parseTime(input.endTime);
  if (end && end.getTime() <= now.getTime()) throw new PortalHttpError(400, statusMessages.endInPast);
  if (end && end.getTime() <= start.getTime()) throw new PortalHttpError(400, endError);
  return { start, end };
}

function toInput(input: StatusRequestData): StatusInput {
  return {
    statusName: input.statusName?.trim() || null,
    takingCalls: input.takingCalls,
    saved: input.saved,
    durationStatusListId: input.durationStatusListId ?? null,
    messageStatusListId: input.messageStatusListId ?? null,
    instructionStatusListId: input.instructionStatusListId ?? null,
    instructions: input.instructions?.trim() || null,
    contactNumbers: input.contactNumbers,
    exceptions: input.exceptions,
  };
}

const limitMessages = {
  nameTooLong: `The status name is at most ${STATUS_TEXT_MAX} characters.`,
  instructionsTooLong: `The instructions are at most ${STATUS_INSTRUCTIONS_MAX} characters.`,
  tooManyCallers: `Add at most ${MAX_EXCEPTIONS_PER_DISPOSITION} callers to each list.`,
  callerRepeated: 'A caller is listed twice in the same list (names are compared ignoring capitals and surrounding spaces).',
  callerInBothLists: 'A caller cannot be both accepted and not accepted: each name may be in only one of the two lists.',
  numberInvalid: 'Each Call Me Here number must be a full phone number: + and the country code, then the number.',
  numberRepeated: 'A Call Me Here number is listed twice.',
} as const;

function validateDetails(input: StatusInput) {
  const problem = statusLimitProblem(input);
  if (problem) throw new PortalHttpError(400, limitMessages[problem]);
}

interface OverlapCheck {
  userId: number;
  wanted: Interval;
  now: Date;
  /** The request's `override` and `timeZone` fields. */
  request: { override?: 'Y' | 'N'; timeZone?: string };
  /** The schedule being edited, which never overlaps itself. */
  ignore: number | null;
}

async function checkOverlap(c: Context<AppEnv>, { userId, wanted, now, request, ignore }: OverlapCheck) {
  const { db } = c.var.database;
  if (request.override === 'Y') return resolveOverlaps(db, userId, wanted, now, ignore);
  const conflicts = await overlappingSchedules(db, userId, wanted, now, ignore);
  if (conflicts.length) throw new PortalHttpError(409, overlapMessage(conflicts, wanted, request.timeZone, now));
}

async function withListCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UnknownListEntryError) throw new PortalHttpError(400, statusMessages.unknownList);
    throw err;
  }
}

const notify = (c: Context<AppEnv>, userId: number) => c.var.hub.notifyUsers([userId], ['statuses', 'user']);


export function statusRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  registerEndpoint(api, endpoints.statusLists, (c) => getStatusLists(c.var.database.db));

  registerEndpoint(api, endpoints.status, (c, _input, { session }) => getStatusOverview(c.var.database.db, session.userId, new Date()));

  registerEndpoint(api, endpoints.createStatus, async (c, raw, { session }) => {
    const { db } = c.var.database;
    const now = new Date();
    const input = toInput(raw);
    validateDetails(input);
    const wanted = interval(raw, now, statusMessages.endAfterStart);
    await checkOverlap(c, { userId: session.userId, wanted, now, request: raw, ignore: null });
    const created = await withListCheck(() => insertStatus(db, session.userId, input, wanted));
    await notify(c, session.userId);
    return (await getStatus(db, session.userId, created.statusId, created.scheduleId))!;
  });

  registerEndpoint(api, endpoints.updateStatus, async (c, raw, { params, session }) => {
    const { db } = c.var.database;
    const now = new Date();
    const id = params.id;
    if (!(await statusOwned(db, session.userId, id))) throw new PortalHttpError(404, statusMessages.notFound);
    const input = toInput(raw);
    // Clearing the name of an existing status is refused; a new one may have none (core §4).
    if (updatedNameProblem(input.statusName)) throw new PortalHttpError(400, statusMessages.nameMissing);
    validateDetails(input);
    const scheduleId = raw.statusScheduleId ?? null;
    if (scheduleId !== null) {
      const schedule = await findSchedule(db, session.userId, id, scheduleId);
      if (!schedule) throw new PortalHttpError(404, statusMessages.scheduleNotFound);
      const wanted = interval(raw, now, statusMessages.endAfterStart, schedule.startTime);
      await checkOverlap(c, { userId: session.userId, wanted, now, request: raw, ignore: scheduleId });
      await withListCheck(() => updateStatusRow(db, id, input));
      await updateSchedule(db, scheduleId, wanted);
    } else {
      await withListCheck(() => updateStatusRow(db, id, input));
    }
    await notify(c, session.userId);
    return (await getStatus(db, session.userId, id, scheduleId))!;
  });

  registerEndpoint(api, endpoints.scheduleStatus, async (c, raw, { params, session }) => {
    const { db } = c.var.database;
    const now = new Date();
    const id = params.id;
    if (!(await statusOwned(db, session.userId, id))) throw new PortalHttpError(404, statusMessages.notFound);
    const wanted = interval(raw, now, statusMessages.endBeforeStart);
    await checkOverlap(c, { userId: session.userId, wanted, now, request: raw, ignore: null });
    const scheduleId = await insertSchedule(db, id, wanted);
    await notify(c, session.userId);
    const status = (await getStatus(db, session.userId, id, scheduleId))!;
    return { statusScheduleId: scheduleId, startTime: status.startTime, endTime: status.endTime, status };
  });

  registerEndpoint(api, endpoints.cancelSchedule, async (c, _input, { params, session }) => {
    const done = await cancelSchedule(c.var.database.db, session.userId, params.id, params.scheduleId);
    if (!done) throw new PortalHttpError(404, statusMessages.scheduleNotFound);
    await notify(c, session.userId);
    return { ok: true as const };
  });

  registerEndpoint(api, endpoints.saveStatus, async (c, _input, { params, session }) => {
    const { db } = c.var.database;
    const id = params.id;
    if (!(await statusOwned(db, session.userId, id))) throw new PortalHttpError(404, statusMessages.notFound);
    await markSaved(db, id);
    await notify(c, session.userId);
    return (await getStatus(db, session.userId, id))!;
  });

  registerEndpoint(api, endpoints.deleteStatus, async (c, _input, { params, session }) => {
    if (!(await deleteStatusRow(c.var.database.db, session.userId, params.id))) throw new PortalHttpError(404, statusMessages.notFound);
    await notify(c, session.userId);
    return { ok: true as const };
  });

  return api;
}
