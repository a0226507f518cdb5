import type { Status } from '@/contract/status';

/** A status for tests: a one-time status with no end that takes no calls; `overrides` change it. Never imported by app code. */
export function makeStatus(overrides: Partial<Status> = {}): Status {
  return {
    statusId: 5,
    statusName: 'One Time',
    startTime: '2026-01-01T09:00:00.000Z',
    endTime: null,
    takingCalls: 'N',
    saved: 'N',
    durationCode: 'NOEND',
    instructionCode: 'NONE',
    messageCode: 'DEFAULT',
    durationStatusListId: 18,
    instructionStatusListId: 7,
    messageStatusListId: 1,
    messageStatusText: null,
    instructionStatusText: null,
    instructions: null,
    exceptions: [],
    contacts: [],
    scheduleId: 9,
    ...overrides,
  };
}
