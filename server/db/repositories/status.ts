/**
 * Statuses of a user (core §3 Status, §4 Status lifecycle): saved and one-time statuses, their
 * schedules, exceptions and Call Me Here contacts. Every read and write is keyed by the owner's
 * user id, so another user's status id simply is not found.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Disposition, ScheduledStatus, Status, StatusLists, StatusOverview } from '../../../src/contract/status';
import type { Db } from '../client';
import * as s from '../schema';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

export interface StatusInput {
  statusName: string | null;
  takingCalls: 'Y' | 'N';
  saved: 'Y' | 'N';
  durationStatusListId: number | null;
  messageStatusListId: number | null;
  instructionStatusListId: number | null;
  instructions: string | null;
  contactNumbers: string[];
  exceptions: { exceptionName: string; disposition: Disposition }[];
}

export interface Interval {
  start: Date;
  /** null = until further notice. */
  end: Date | null;
}

export interface ScheduleRow extends Interval {
  statusScheduleId: number;
  statusId: number;
  statusName: string | null;
  saved: 'Y' | 'N';
}

export async function getStatusLists(db: Db): Promise<StatusLists> {
  const rows = await db.select().from(s.statusLists).orderBy(asc(s.statusLists.sortOrder), asc(s.statusLists.statusListId));
  const of = (type: string) =>
    rows.filter((r) => r.listType === type).map((r) => ({ code: r.code, statusListId: r.statusListId, text: r.text }));
  return { messages: of('MESSAGE'), instructions: of('INSTRUCTION'), durations: of('DURATION') };
}

/** The list entry of an id (null when unknown or of another list type). */
async function listEntry(db: Db, listType: string, id: number | null) {
  if (id === null) return null;
  const rows = await db
    .select()
    .from(s.statusLists)
    .where(and(eq(s.statusLists.statusListId, id), eq(s.statusLists.listType, listType)))
    .limit(1);
  return rows[0] ?? null;
}

export class UnknownListEntryError extends Error {}

/** Resolves list ids to codes; throws UnknownListEntryError for an id of the wrong list. */
async function resolveCodes(db: Db, input: StatusInput) {
  const [duration, message, instruction] = await Promise.all([
    listEntry(db, 'DURATION', input.durationStatusListId),
    listEntry(db, 'MESSAGE', input.messageStatusListId),
    listEntry(db, 'INSTRUCTION', input.instructionStatusListId),
  ]);
  if ((input.durationStatusListId !== null && !duration) || (input.messageStatusListId !== null && !message) || (input.instructionStatusListId !== null && !instruction))
    throw new UnknownListEntryError('Unknown status list entry.');
  return {
    durationCode: duration?.code ?? 'DAY',
    messageCode: message?.code ?? 'DEFAULT',
    instructionCode: instruction?.code ?? 'NONE',
  };
}

/** Full statuses (with list texts, exceptions and contacts) by id, for one user. */
async function loadStatuses(db: Db, userId: number, statusIds: number[]): Promise<Map<number, Omit<Status, 'startTime' | 'endTime' | 'scheduleId'>>> {
  const out = new Map<number, Omit<Status, 'startTime' | 'endTime' | 'scheduleId'>>();
  if (statusIds.length === 0) return out;
  const msg = sql`(select text from ${s.statusLists} where status_list_id = ${s.statuses.messageStatusListId})`;
  const ins = sql`(select text from ${s.statusLists} where status_list_id = ${s.statuses.instructionStatusListId})`;
  const [rows, exceptions, contacts] = await Promise.all([
    db
      .select({ status: s.statuses, messageText: msg.mapWith(String), instructionText: ins.mapWith(String) })
      .from(s.statuses)
      .where(and(eq(s.statuses.userId, userId), inArray(s.statuses.statusId, statusIds))),
    db.select().from(s.statusExceptions).where(inArray(s.statusExceptions.statusId, statusIds)).orderBy(asc(s.statusExceptions.statusExceptionId)),
    db.select().from(s.statusContacts).where(inArray(s.statusContacts.statusId, statusIds)).orderBy(asc(s.statusContacts.attemptOrder)),
  ]);
  for (const { status: r, messageText, instructionText } of rows) {
    out.set(r.statusId, {
      statusId: r.statusId,
      statusName: r.statusName,
      takingCalls: asYn(r.takingCalls),
      saved: asYn(r.saved),
      durationCode: r.durationCode,
      instructionCode: r.instructionCode,
      messageCode: r.messageCode,
      durationStatusListId: r.durationStatusListId,
      instructionStatusListId: r.instructionStatusListId,
      messageStatusListId: r.messageStatusListId,
      messageStatusText: messageText ?? null,
      instructionStatusText: instructionText ?? null,
      instructions: r.instructions,
      exceptions: exceptions
        .filter((e) => e.statusId === r.statusId)
        .map((e) => ({ statusExceptionId: e.statusExceptionId, exceptionName: e.exceptionName, disposition: e.disposition as Disposition })),
      contacts: contacts
        .filter((c) => c.statusId === r.statusId)
        .map((c) => ({ statusContactId: c.statusContactId, contactMethod: 'PHONE' as const, contactData: c.contactData, attemptOrder: c.attemptOrder })),
    });
  }
  return out;
}

/** Schedules of the user that have not ended (a schedule whose end has passed is hidden). */
export async function liveSchedules(db: Db, userId: number, now: Date): Promise<ScheduleRow[]> {
  const rows = await db
    .select({
      statusScheduleId: s.statusSchedules.statusScheduleId,
      statusId: s.statuses.statusId,
      statusName: s.statuses.statusName,
      saved: s.statuses.saved,
      start: s.statusSchedules.startTime,
      end: s.statusSchedules.endTime,
    })
    .from(s.statusSchedules)
    .innerJoin(s.statuses, eq(s.statuses.statusId, s.statusSchedules.statusId))
    .where(and(eq(s.statuses.userId, userId), sql`(${s.statusSchedules.endTime} is null or ${s.statusSchedules.endTime} > ${now.toISOString()}::timestamptz)`))
    .orderBy(asc(s.statusSchedules.startTime), asc(s.statusSchedules.statusScheduleId));
  return rows.map((r) => ({ ...r, saved: asYn(r.saved), start: r.start ?? new Date(0), end: r.end }));
}

export function overlaps(a: Interval, b: Interval): boolean {
  const aEnd = a.end?.getTime() ?? Infinity;
  const bEnd = b.end?.getTime() ?? Infinity;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}

/** GET /api/status: the active status, the schedules not yet ended, and the saved statuses. */
export async function getStatusOverview(db: Db, userId: number, now: Date): Promise<StatusOverview> {
  const schedules = await liveSchedules(db, userId, now);
  const savedRows = await db
    .select({ statusId: s.statuses.statusId })
    .from(s.statuses)
    .where(and(eq(s.statuses.userId, userId), eq(s.statuses.saved, 'Y')))
    .orderBy(asc(s.statuses.statusName), asc(s.statuses.statusId));
  const ids = [...new Set([...schedules.map((r) => r.statusId), ...savedRows.map((r) => r.statusId)])];
  const full = await loadStatuses(db, userId, ids);
  const scheduled: ScheduledStatus[] = schedules.flatMap((r) => {
    const status = full.get(r.statusId);
    if (!status) return [];
    const times = { startTime: iso(r.start), endTime: iso(r.end) };
    return [{ statusScheduleId: r.statusScheduleId, ...times, status: { ...status, ...times, scheduleId: r.statusScheduleId } }];
  });
  const active = scheduled.filter((r) => new Date(r.startTime ?? 0).getTime() <= now.getTime());
  const current = active[active.length - 1] ?? null;
  return {
    currentStatus: current ? current.status : null,
    scheduledStatuses: scheduled.filter((r) => r !== current),
    savedStatuses: savedRows.flatMap((r) => {
      const status = full.get(r.statusId);
      return status ? [{ ...status, startTime: null, endTime: null, scheduleId: null }] : [];
    }),
  };
}

/** One status of the user with the times of one of its schedules (or none). */
export async function getStatus(db: Db, userId: number, statusId: number, scheduleId: number | null = null): Promise<Status | null> {
  const status = (await loadStatuses(db, userId, [statusId])).get(statusId);
  if (!status) return null;
  if (scheduleId === null) return { ...status, startTime: null, endTime: null, scheduleId: null };
  const schedule = await findSchedule(db, userId, statusId, scheduleId);
  return { ...status, startTime: iso(schedule?.startTime ?? null), endTime: iso(schedule?.endTime ?? null), scheduleId: schedule ? scheduleId : null };
}

export async function statusOwned(db: Db, userId: number, statusId: number): Promise<{ saved: 'Y' | 'N' } | null> {
  const rows = await db
    .select({ saved: s.statuses.saved })
    .from(s.statuses)
    .where(and(eq(s.statuses.statusId, statusId), eq(s.statuses.userId, userId)))
    .limit(1);
  return rows[0] ? { saved: asYn(rows[0].saved) } : null;
}

export async function findSchedule(db: Db, userId: number, statusId: number, scheduleId: number) {
  const rows = await db
    .select({ statusScheduleId: s.statusSchedules.statusScheduleId, startTime: s.statusSchedules.startTime, endTime: s.statusSchedules.endTime })
    .from(s.statusSchedules)
    .innerJoin(s.statuses, eq(s.statuses.statusId, s.statusSchedules.statusId))
    .where(and(eq(s.statusSchedules.statusScheduleId, scheduleId), eq(s.statusSchedules.statusId, statusId), eq(s.statuses.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's live schedules that overlap `interval`, except `ignoreScheduleId`. */
export async function overlappingSchedules(db: Db, userId: number, interval: Interval, now: Date, ignoreScheduleId: number | null = null) {
  const live = await liveSchedules(db, userId, now);
  return live.filter((r) => r.statusScheduleId !== ignoreScheduleId && overlaps(r, interval));
}

/**
 * Override: the new interval wins. A schedule that started before it is cut at its start;
 * any other overlapping schedule is removed (with its status when that was a one-time status
 * left without schedules).
 */
export async function resolveOverlaps(db: Db, userId: number, interval: Interval, now: Date, ignoreScheduleId: number | null = null) {
  for (const r of await overlappingSchedules(db, userId, interval, now, ignoreScheduleId)) {
    if (r.start.getTime() < interval.start.getTime()) {
      await db.update(s.statusSchedules).set({ endTime: interval.start }).where(eq(s.statusSchedules.statusScheduleId, r.statusScheduleId));
    } else {
      await cancelSchedule(db, userId, r.statusId, r.statusScheduleId);
    }
  }
}

async function writeDetails(db: Db, statusId: number, input: StatusInput) {
  await db.delete(s.statusExceptions).where(eq(s.statusExceptions.statusId, statusId));
  await db.delete(s.statusContacts).where(eq(s.statusContacts.statusId, statusId));
  if (input.exceptions.length)
    await db.insert(s.statusExceptions).values(input.exceptions.map((e) => ({ statusId, exceptionName: e.exceptionName, disposition: e.disposition })));
  if (input.contactNumbers.length)
    await db
      .insert(s.statusContacts)
      .values(input.contactNumbers.map((contactData, i) => ({ statusId, contactMethod: 'PHONE', contactData, attemptOrder: i + 1 })));
}

/** Creates a status and its schedule; returns the ids. */
export async function insertStatus(db: Db, userId: number, input: StatusInput, interval: Interval) {
  const codes = await resolveCodes(db, input);
  const [row] = await db
    .insert(s.statuses)
    .values({
      userId,
      statusName: input.statusName,
      takingCalls: input.takingCalls,
      saved: input.saved,
      ...codes,
      durationStatusListId: input.durationStatusListId,
      messageStatusListId: input.messageStatusListId,
      instructionStatusListId: input.instructionStatusListId,
      instructions: input.instructions,
    })
    .returning({ statusId: s.statuses.statusId });
  const statusId = row!.statusId;
  await writeDetails(db, statusId, input);
  const scheduleId = await insertSchedule(db, statusId, interval);
  return { statusId, scheduleId };
}

export async function updateStatusRow(db: Db, statusId: number, input: StatusInput) {
  const codes = await resolveCodes(db, input);
  await db
    .update(s.statuses)
    .set({
      statusName: input.statusName,
      takingCalls: input.takingCalls,
      saved: input.saved,
      ...codes,
      durationStatusListId: input.durationStatusListId,
      messageStatusListId: input.messageStatusListId,
      instructionStatusListId: input.instructionStatusListId,
      instructions: input.instructions,
    })
    .where(eq(s.statuses.statusId, statusId));
  await writeDetails(db, statusId, input);
}

export async function insertSchedule(db: Db, statusId: number, interval: Interval): Promise<number> {
  const [row] = await db
    .insert(s.statusSchedules)
    .values({ statusId, startTime: interval.start, endTime: interval.end })
    .returning({ id: s.statusSchedules.statusScheduleId });
  return row!.id;
}

export async function updateSchedule(db: Db, scheduleId: number, interval: Interval) {
  await db.update(s.statusSchedules).set({ startTime: interval.start, endTime: interval.end }).where(eq(s.statusSchedules.statusScheduleId, scheduleId));
}

/** Cancels one schedule; a one-time status left without schedules goes with it. */
export async function cancelSchedule(db: Db, userId: number, statusId: number, scheduleId: number): Promise<boolean> {
  const schedule = await findSchedule(db, userId, statusId, scheduleId);
  if (!schedule) return false;
  await db.delete(s.statusSchedules).where(eq(s.statusSchedules.statusScheduleId, scheduleId));
  await db.execute(
    sql`delete from ${s.statuses} st where st.status_id = ${statusId} and st.saved <> 'Y'
        and not exists (select 1 from ${s.statusSchedules} ss where ss.status_id = st.status_id)`,
  );
  return true;
}

export async function markSaved(db: Db, statusId: number) {
  await db.update(s.statuses).set({ saved: 'Y' }).where(eq(s.statuses.statusId, statusId));
}

export async function deleteStatusRow(db: Db, userId: number, statusId: number): Promise<boolean> {
  const rows = await db
    .delete(s.statuses)
    .where(and(eq(s.statuses.statusId, statusId), eq(s.statuses.userId, userId)))
    .returning({ statusId: s.statuses.statusId });
  return rows.length > 0;
}
