import { describe, expect, it } from 'vitest';
import type { Status, StatusOverview } from '@/contract/status';
import { withoutSchedule, withoutStatus } from './status.cache';

const status = (statusId: number, scheduleId: number | null): Status => ({
  statusId,
  statusName: `S${statusId}`,
  startTime: null,
  endTime: null,
  takingCalls: 'N',
  saved: 'Y',
  durationCode: 'DAY',
  instructionCode: 'NONE',
  messageCode: 'DEFAULT',
  durationStatusListId: null,
  instructionStatusListId: null,
  messageStatusListId: null,
  messageStatusText: null,
  instructionStatusText: null,
  instructions: null,
  exceptions: [],
  contacts: [],
  scheduleId,
});

const overview: StatusOverview = {
  currentStatus: status(1, 10),
  scheduledStatuses: [{ statusScheduleId: 11, startTime: null, endTime: null, status: status(2, 11) }],
  savedStatuses: [status(1, null), status(2, null)],
};

describe('statuses cache', () => {
  it('drops a cancelled schedule, including the current one', () => {
    expect(withoutSchedule(overview, 10)?.currentStatus).toBeNull();
    expect(withoutSchedule(overview, 11)?.scheduledStatuses).toEqual([]);
    expect(withoutSchedule(undefined, 1)).toBeUndefined();
  });

  it('drops a deleted status everywhere', () => {
    const next = withoutStatus(overview, 2)!;
    expect(next.scheduledStatuses).toEqual([]);
    expect(next.savedStatuses.map((s) => s.statusId)).toEqual([1]);
    expect(next.currentStatus?.statusId).toBe(1);
  });
});
