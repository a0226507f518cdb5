import type { SaveStatusInput } from '@/api/status/status.mutations';
import type { Status, StatusListEntry, StatusLists } from '@/contract/status';
import { formTimes, type StatusFormValues } from '@/features/status/logic/status-rules';

/** What the editor edits: a new status, an existing one, or a new schedule of a saved one. */
export type EditorTarget = { kind: 'new' } | { kind: 'edit'; status: Status } | { kind: 'schedule'; status: Status };

/**
 * Whether the editor's times apply: not to a saved status on its own (no schedule), which the
 * update changes directly (core §4) without any start or end.
 */
export function editsTimes(target: EditorTarget): boolean {
  return target.kind !== 'edit' || target.status.scheduleId !== null;
}

/**
 * Ticking Save on an existing one-time status: the update (with its schedule id) is followed by
 * POST /api/statuses/{id}/save (core §4 operations "update" then "save").
 */
export function savesAfterUpdate(target: EditorTarget, values: Pick<StatusFormValues, 'saved'>): boolean {
  return target.kind === 'edit' && target.status.saved !== 'Y' && values.saved;
}

const listId = (entries: StatusListEntry[], code: string, current: number | null) =>
  current ?? entries.find((e) => e.code === code)?.statusListId;

/**
 * The form's values as the request of core §7 (empty start = now, empty end = until further
 * notice; exceptions and contact numbers as JSON). A list id cleared by a code change is
 * resolved again from the lists.
 */
export function toSaveInput(target: EditorTarget, values: StatusFormValues, lists: StatusLists, override: boolean, now = new Date()): SaveStatusInput {
  const { end } = formTimes(values, now);
  const times = {
    startTime: values.startTime ? values.startTime.toISOString() : undefined,
    endTime: end ? end.toISOString() : undefined,
    override: override ? ('Y' as const) : undefined,
  };
  if (target.kind === 'schedule') return { kind: 'schedule', statusId: target.status.statusId, request: times };
  const details = {
    statusName: values.statusName.trim(),
    takingCalls: values.takingCalls ? ('Y' as const) : ('N' as const),
    saved: values.saved ? ('Y' as const) : ('N' as const),
    durationStatusListId: listId(lists.durations, values.durationCode, values.durationStatusListId),
    messageStatusListId: listId(lists.messages, values.messageCode, values.messageStatusListId),
    instructionStatusListId: listId(lists.instructions, values.instructionCode, values.instructionStatusListId),
    instructions: values.instructions.trim(),
    contactNumbers: JSON.stringify(values.contactNumbers),
    exceptions: JSON.stringify([
      ...values.rejectNames.map((exceptionName) => ({ exceptionName, disposition: 'REJECT' })),
      ...values.acceptNames.map((exceptionName) => ({ exceptionName, disposition: 'ACCEPT' })),
    ]),
  };
  const request = { ...times, ...details };
  if (target.kind === 'new') return { kind: 'create', request };
  // Core §4: a saved status updates directly (no times); an unsaved one (or a scheduled copy of a
  // saved one) updates with the related scheduled-status id and its times.
  if (!editsTimes(target)) return { kind: 'update', statusId: target.status.statusId, request: details };
  return {
    kind: 'update',
    statusId: target.status.statusId,
    request: { ...request, statusScheduleId: target.status.scheduleId ?? undefined },
  };
}
