/**
 * What each seeded invoice bills: the billable minutes of an account's calls in a period, by the
 * Insights rule both the report endpoints and the monthly files apply (src/domain/reports), over
 * the same rows and message types the report endpoints read (repositories/reports.ts).
 */
import { totalBillableMinutes } from '../../../src/domain/reports/billable';
import { isCallTask } from '../../../src/domain/reports/task-kinds';
import type { MessageRow } from './activity/types';
import type { UsageOf } from './billing';

export function usageOfMessages(messages: readonly MessageRow[]): UsageOf {
  const byAccount = new Map<number, MessageRow[]>();
  for (const m of messages) {
    if (!isCallTask(m.messageType)) continue;
    const list = byAccount.get(m.accountId) ?? [];
    list.push(m);
    byAccount.set(m.accountId, list);
  }
  // The endpoints' order (taken, then id), so the sum rounds the same way.
  const time = (m: MessageRow) => m.taken.getTime();
  for (const list of byAccount.values()) list.sort((a, b) => time(a) - time(b) || a.messageId! - b.messageId!);
  return (accountId, from, to) =>
    totalBillableMinutes(
      (byAccount.get(accountId) ?? [])
        .filter((m) => time(m) >= from.getTime() && time(m) < to.getTime())
        .map((m) => ({ messageId: m.messageId!, lastMessageId: m.lastMessageId ?? null, billableMinutes: m.billableAgentMinutes ?? null })),
    );
}
