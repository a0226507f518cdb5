import type { StatusOverview } from '@/contract/status';

/** Pure updaters of the GET /api/status cache. */

/** Removes a cancelled schedule (the current status when it is that schedule). */
export function withoutSchedule(overview: StatusOverview | undefined, scheduleId: number): StatusOverview | undefined {
  if (!overview) return overview;
  return {
    ...overview,
    currentStatus: overview.currentStatus?.scheduleId === scheduleId ? null : overview.currentStatus,
    scheduledStatuses: overview.scheduledStatuses.filter((r) => r.statusScheduleId !== scheduleId),
  };
}

/** Removes a deleted status everywhere. */
export function withoutStatus(overview: StatusOverview | undefined, statusId: number): StatusOverview | undefined {
  if (!overview) return overview;
  return {
    currentStatus: overview.currentStatus?.statusId === statusId ? null : overview.currentStatus,
    scheduledStatuses: overview.scheduledStatuses.filter((r) => r.status.statusId !== statusId),
    savedStatuses: overview.savedStatuses.filter((s) => s.statusId !== statusId),
  };
}
