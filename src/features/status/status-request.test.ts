import { describe, expect, it } from 'vitest';
import type { Status, StatusLists } from '@/contract/status';
import { newStatusDefaults } from '@/features/status/logic/status-rules';
import { editsTimes, savesAfterUpdate, toSaveInput } from './status-request';

const lists: StatusLists = {
  messages: [{ code: 'DEFAULT', statusListId: 1, text: 'Default' }, { code: 'COURT', statusListId: 4, text: 'In court' }],
  instructions: [{ code: 'NONE', statusListId: 7, text: 'None' }],
  durations: [{ code: '1HOUR', statusListId: 13, text: '1 hour' }, { code: 'DAY', statusListId: 16, text: 'Rest of the day' }],
};
const now = new Date(2026, 10, 16, 10, 0);

describe('toSaveInput', () => {
  it('sends a new status from now with the list ids resolved and JSON lists', () => {
    const input = toSaveInput(
      { kind: 'new' },
      { ...newStatusDefaults(), durationCode: '1HOUR', messageCode: 'COURT', rejectNames: ['Solicitors'], contactNumbers: ['+15035550101'] },
      lists,
      false,
      now,
    );
    expect(input.kind).toBe('create');
    expect(input.request).toMatchObject({
      statusName: 'One Time',
      startTime: undefined,
      endTime: new Date(2026, 10, 16, 11, 0).toISOString(),
      takingCalls: 'N',
      saved: 'N',
      durationStatusListId: 13,
      messageStatusListId: 4,
      instructionStatusListId: 7,
      contactNumbers: '["+15035550101"]',
      exceptions: '[{"exceptionName":"Solicitors","disposition":"REJECT"}]',
    });
    expect(input.request.override).toBeUndefined();
  });

  it('updates with the related schedule id and sets override when asked', () => {
    const status = { statusId: 5, scheduleId: 9 } as Status;
    const input = toSaveInput({ kind: 'edit', status }, newStatusDefaults(), lists, true, now);
    expect(input).toMatchObject({ kind: 'update', statusId: 5, request: { statusScheduleId: 9, override: 'Y' } });
  });

  it('schedules a saved status with times only', () => {
    const status = { statusId: 5, scheduleId: null } as Status;
    const input = toSaveInput({ kind: 'schedule', status }, { ...newStatusDefaults(), durationCode: 'NOEND' }, lists, false, now);
    expect(input).toEqual({ kind: 'schedule', statusId: 5, request: { startTime: undefined, endTime: undefined, override: undefined } });
  });
});

describe('saved and unsaved updates (core §4)', () => {
  const unsaved = { statusId: 5, scheduleId: 9, saved: 'N' } as Status;
  const savedAlone = { statusId: 6, scheduleId: null, saved: 'Y' } as Status;
  const savedScheduled = { statusId: 6, scheduleId: 11, saved: 'Y' } as Status;

  it('updates a saved status on its own directly, without times or a schedule id', () => {
    const input = toSaveInput({ kind: 'edit', status: savedAlone }, { ...newStatusDefaults(), saved: true, statusName: 'Court' }, lists, false, now);
    expect(input.kind).toBe('update');
    expect(input).toMatchObject({ statusId: 6, request: { statusName: 'Court', saved: 'Y', durationStatusListId: 16 } });
    expect(input.request).not.toHaveProperty('startTime');
    expect(input.request).not.toHaveProperty('endTime');
    expect(input.request).not.toHaveProperty('statusScheduleId');
    expect(editsTimes({ kind: 'edit', status: savedAlone })).toBe(false);
  });

  it('keeps the times for new statuses, schedules and scheduled copies', () => {
    expect(editsTimes({ kind: 'new' })).toBe(true);
    expect(editsTimes({ kind: 'schedule', status: savedAlone })).toBe(true);
    expect(editsTimes({ kind: 'edit', status: unsaved })).toBe(true);
    expect(editsTimes({ kind: 'edit', status: savedScheduled })).toBe(true);
    const input = toSaveInput({ kind: 'edit', status: savedScheduled }, newStatusDefaults(), lists, false, now);
    expect(input).toMatchObject({ kind: 'update', statusId: 6, request: { statusScheduleId: 11, endTime: expect.any(String) } });
  });

  it('saves after the update only when Save is ticked on an existing one-time status', () => {
    expect(savesAfterUpdate({ kind: 'edit', status: unsaved }, { saved: true })).toBe(true);
    expect(savesAfterUpdate({ kind: 'edit', status: unsaved }, { saved: false })).toBe(false);
    expect(savesAfterUpdate({ kind: 'edit', status: savedAlone }, { saved: true })).toBe(false);
    expect(savesAfterUpdate({ kind: 'new' }, { saved: true })).toBe(false); // created as saved
    expect(savesAfterUpdate({ kind: 'schedule', status: unsaved }, { saved: true })).toBe(false);
  });
});
