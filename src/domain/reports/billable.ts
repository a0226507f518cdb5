/**
 * Insights billable rules (billing-account §5), applied by the server's report figures and the
 * client's monthly report files alike.
 */

export interface BillableTask {
  messageId: number;
  /** The task's last message; null when the task has one message only (it is its own last). */
  lastMessageId: number | null;
  billableMinutes: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A call's billable minutes count only when its last message id equals its message id, otherwise
 * 0: a task delivered as several messages is billed once, on its last one. A task without a
 * recorded last message id is a single message and so its own last.
 */
export function billableMinutesOf(task: BillableTask): number {
  const last = task.lastMessageId ?? task.messageId;
  return last === task.messageId ? round2(task.billableMinutes ?? 0) : 0;
}

/** Sum of billable minutes of the tasks (two decimals). */
export function totalBillableMinutes(tasks: readonly BillableTask[]): number {
  return round2(tasks.reduce((sum, t) => sum + billableMinutesOf(t), 0));
}

/** Average billable time in whole seconds: billable minutes × 60 ÷ count (0 for no calls). */
export function averageBillableSeconds(billableMinutes: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((billableMinutes * 60) / count);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as mm:ss, or hh:mm:ss from one hour up. */
export function formatBillableTime(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
