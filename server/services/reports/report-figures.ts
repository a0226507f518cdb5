/**
 * The Insights figures of a period's call tasks (billing-account §3 "Report data", §5): pure
 * functions over the rows of reportTaskRows, so the route only resolves the period and answers.
 */
import type { ChartPoint, ContactInsights, PhoneNumberInsight, ReportTask, ReportTasks } from '../../../src/contract/reports';
import { PHONE_NUMBER_INSIGHTS_TOP } from '../../../src/contract/reports';
import { averageBillableSeconds, billableMinutesOf, totalBillableMinutes } from '../../../src/domain/reports/billable';
import { isAssistTask, isOutboundTask } from '../../../src/domain/reports/task-kinds';
import type { TaskRow } from '../../db/repositories/reports';

const DAY = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const dayLabel = (d: Date) => d.toISOString().slice(0, 10);
const monthLabel = (d: Date) => d.toISOString().slice(0, 7);

export interface SummaryFigures {
  totalTasks: number;
  totalBillable: number;
  billableTasks: number;
  totalAssist: number;
  /** Billable minutes of the assists. */
  totalBillableAssist: number;
  averageBillableSeconds: number;
}

/** Call summary stats: counts, billable minutes (§5) and the average billable time over all calls. */
export function summaryFigures(tasks: readonly TaskRow[]): SummaryFigures {
  const totalBillable = totalBillableMinutes(tasks);
  const assists = tasks.filter((t) => isAssistTask(t.messageType));
  return {
    totalTasks: tasks.length,
    totalBillable,
    billableTasks: tasks.filter((t) => billableMinutesOf(t) > 0).length,
    totalAssist: assists.length,
    totalBillableAssist: totalBillableMinutes(assists),
    averageBillableSeconds: averageBillableSeconds(totalBillable, tasks.length),
  };
}

function addTo(points: Map<string, ChartPoint>, label: string, task: TaskRow) {
  const point = points.get(label);
  if (!point) return;
  point.calls += 1;
  point.minutes = round2(point.minutes + billableMinutesOf(task));
}

/** One point per UTC day of [from, to), zero days included. */
export function dailyVolume(tasks: readonly TaskRow[], from: Date, to: Date): ChartPoint[] {
  const points = new Map<string, ChartPoint>();
  const first = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let t = first; t < to.getTime(); t += DAY) {
    const label = dayLabel(new Date(t));
    points.set(label, { label, calls: 0, minutes: 0 });
  }
  for (const task of tasks) addTo(points, dayLabel(task.taken), task);
  return [...points.values()];
}

/** One point per UTC month of the `months` months up to and including the month of `now`. */
export function monthlyVolume(tasks: readonly TaskRow[], now: Date, months: number): ChartPoint[] {
  const points = new Map<string, ChartPoint>();
  for (let back = months - 1; back >= 0; back--) {
    const label = monthLabel(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)));
    points.set(label, { label, calls: 0, minutes: 0 });
  }
  for (const task of tasks) addTo(points, monthLabel(task.taken), task);
  return [...points.values()];
}

/** Client Insights: calls per outcome (contactDescription), most frequent first. */
export function contactInsights(tasks: readonly TaskRow[]): ContactInsights {
  const counts = new Map<string, number>();
  for (const t of tasks) {
    const outcome = t.contactDescription?.trim();
    if (outcome) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  const items = [...counts].map(([contactDescription, count]) => ({ contactDescription, count }));
  items.sort((a, b) => b.count - a.count || a.contactDescription.localeCompare(b.contactDescription));
  return { items };
}

/**
 * The account's own line a call used: the number called for an inbound call; for an outbound one
 * (OC) the number it was placed from. An outbound call's dnis is the party it dialled, which put
 * customers' numbers among the account's top six and took the call from the line that made it.
 */
export const accountLineOf = (t: Pick<TaskRow, 'messageType' | 'dnis' | 'ani' | 'outcallSourceNumber'>): string | null =>
  t.messageType === 'OC' ? (t.outcallSourceNumber ?? t.ani) : t.dnis;

/** Phone Number Insights: the account's top six lines by call count, each with its calls per day. */
export function phoneNumberInsights(tasks: readonly TaskRow[]): PhoneNumberInsight[] {
  const totals = new Map<string, number>();
  for (const t of tasks) {
    const line = accountLineOf(t);
    if (line) totals.set(line, (totals.get(line) ?? 0) + 1);
  }
  const top = [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, PHONE_NUMBER_INSIGHTS_TOP)
    .map(([dnis]) => dnis);
  const perDay = new Map<string, number>();
  for (const t of tasks) {
    const line = accountLineOf(t);
    if (!line || !top.includes(line)) continue;
    const key = `${line}|${dayLabel(t.taken)}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  return [...perDay]
    .map(([key, call_count]) => {
      const [dnis = '', call_date = ''] = key.split('|');
      return { dnis, call_date, call_count };
    })
    .sort((a, b) => top.indexOf(a.dnis) - top.indexOf(b.dnis) || a.call_date.localeCompare(b.call_date));
}

function toReportTask(t: TaskRow): ReportTask {
  return {
    taskId: t.taskId ?? t.messageId,
    createdDate: t.taken.toISOString(),
    ani: t.ani,
    dnis: t.dnis,
    contactDescription: t.contactDescription,
    billableMinutes: billableMinutesOf(t),
    messageId: t.messageId,
    lastMessageId: t.lastMessageId,
    groupName: t.groupName,
    formName: null,
    messageType: t.messageType,
    taskStatus: t.taskStatus,
    sendingAgent: t.sendingAgent,
    sendingUser: t.sendingUser,
    caller: t.caller,
    outcallSourceNumber: t.outcallSourceNumber,
    outcallNumber: t.outcallNumber,
  };
}

/** Tasks by invoice: the call records with inbound and outbound counts, billable minutes and talk time (seconds). */
export function tasksByInvoice(tasks: readonly TaskRow[]): ReportTasks {
  const outbound = tasks.filter((t) => isOutboundTask(t.messageType));
  const inbound = tasks.filter((t) => !isOutboundTask(t.messageType));
  const time = (list: readonly TaskRow[]) => list.reduce((sum, t) => sum + (t.callLengthInSeconds ?? 0), 0);
  return {
    tasks: tasks.map(toReportTask),
    inboundTasks: inbound.length,
    outboundTasks: outbound.length,
    inboundMinutes: totalBillableMinutes(inbound),
    inboundTime: time(inbound),
    outboundMinutes: totalBillableMinutes(outbound),
    outboundTime: time(outbound),
  };
}
