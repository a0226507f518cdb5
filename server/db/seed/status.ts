/** Seed section: the status lists and the demo users' statuses with schedules, exceptions, contacts. */
import type * as schema from '../schema';
import { statusNames } from './data';
import type { Rng } from './random';
import type { UserSeed } from './users';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface StatusSeed {
  statusListRows: (typeof schema.statusLists.$inferInsert)[];
  statusRows: (typeof schema.statuses.$inferInsert)[];
  scheduleRows: (typeof schema.statusSchedules.$inferInsert)[];
  exceptionRows: (typeof schema.statusExceptions.$inferInsert)[];
  statusContactRows: (typeof schema.statusContacts.$inferInsert)[];
}

export function seedStatuses(rng: Rng, { userRows, userIdByKey }: UserSeed, nowMs: number): StatusSeed {
  const statusListRows: (typeof schema.statusLists.$inferInsert)[] = [];
  const addList = (listType: string, items: [string, string][]) =>
    items.forEach(([code, text], i) => statusListRows.push({ statusListId: statusListRows.length + 1, listType, code, text, sortOrder: i }));
  addList('MESSAGE', [['DEFAULT', 'Default'], ['MEETING', 'In a meeting'], ['LUNCH', 'Out to lunch'], ['COURT', 'In court'], ['VACATION', 'On vacation'], ['OOO', 'Out of the office']]);
  addList('INSTRUCTION', [['NONE', 'None'], ['TAKEMSG', 'Take a message'], ['TRANSFERCELL', 'Transfer to cell'], ['TRANSFEROFFICE', 'Transfer to the front desk'], ['URGENTONLY', 'Transfer urgent calls only']]);
  addList('DURATION', [['15MIN', '15 minutes'], ['1HOUR', '1 hour'], ['2HOUR', '2 hours'], ['3HOUR', '3 hours'], ['DAY', 'Rest of the day'], ['WEEK', 'Rest of the week'], ['NOEND', 'No end time'], ['CUSTOM', 'Custom']]);
  const listId = (type: string, code: string) => statusListRows.find((r) => r.listType === type && r.code === code)!.statusListId!;

  const statusRows: (typeof schema.statuses.$inferInsert)[] = [];
  const scheduleRows: (typeof schema.statusSchedules.$inferInsert)[] = [];
  const exceptionRows: (typeof schema.statusExceptions.$inferInsert)[] = [];
  const statusContactRows: (typeof schema.statusContacts.$inferInsert)[] = [];
  const addStatus = (userId: number, statusName: string, msg: string, instr: string, dur: string, schedule?: [number, number | null]) => {
    const statusId = statusRows.length + 1;
    statusRows.push({
      statusId, userId, statusName, takingCalls: instr === 'TRANSFERCELL' ? 'Y' : 'N', saved: 'Y', durationCode: dur,
      instructionCode: instr, messageCode: msg, durationStatusListId: listId('DURATION', dur),
      instructionStatusListId: listId('INSTRUCTION', instr), messageStatusListId: listId('MESSAGE', msg),
      instructions: instr === 'TRANSFERCELL' ? 'Only transfer existing clients.' : null, createdAt: new Date(nowMs - 30 * DAY),
    });
    if (schedule) {
      scheduleRows.push({ statusScheduleId: scheduleRows.length + 1, statusId, startTime: new Date(nowMs + schedule[0]), endTime: schedule[1] === null ? null : new Date(nowMs + schedule[1]) });
    }
    exceptionRows.push({ statusExceptionId: exceptionRows.length + 1, statusId, exceptionName: 'VIP callers', disposition: 'ACCEPT' });
    if (rng.chance(0.5)) exceptionRows.push({ statusExceptionId: exceptionRows.length + 1, statusId, exceptionName: 'Solicitors', disposition: 'REJECT' });
    const mobile = userRows[userId - 1]!.mobile!;
    statusContactRows.push({ statusContactId: statusContactRows.length + 1, statusId, contactMethod: 'PHONE', contactData: mobile, attemptOrder: 1 });
    return statusId;
  };
  const admin = userIdByKey.globalAdmin!;
  addStatus(admin, 'At court', 'COURT', 'TAKEMSG', '3HOUR', [-1 * HOUR, 2 * HOUR]);
  addStatus(admin, 'Vacation', 'VACATION', 'URGENTONLY', 'CUSTOM', [10 * DAY, 17 * DAY]);
  addStatus(admin, 'Out to lunch', 'LUNCH', 'TAKEMSG', '1HOUR', [-1 * DAY, -1 * DAY + HOUR]);
  addStatus(admin, 'In a meeting', 'MEETING', 'TRANSFERCELL', '1HOUR');
  addStatus(userIdByKey.user!, rng.pick(statusNames), 'MEETING', 'TAKEMSG', 'DAY', [2 * DAY, 3 * DAY]);
  addStatus(userIdByKey.userOutcall!, 'Working remotely', 'OOO', 'TRANSFERCELL', 'NOEND', [-2 * HOUR, null]);

  return { statusListRows, statusRows, scheduleRows, exceptionRows, statusContactRows };
}
