/**
 * Insights report data (billing-account §3 "Report data"): an account's report settings, its
 * invoices with the periods they bill, and the call tasks of a period, read from the same
 * messages the activity list and the dashboard's usage show.
 */
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { reportTaskTypes } from '../../../src/contract/reports';
import type { Db } from '../client';
import * as s from '../schema';

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export interface ReportAccount {
  accountId: number;
  accountName: string;
  planMinutes: number;
  billingDayOfMonth: number;
  showCombinedUsage: string | null;
}

export async function reportAccount(db: Db, accountId: number): Promise<ReportAccount | null> {
  const [row] = await db
    .select({
      accountId: s.accounts.accountId,
      accountName: s.accounts.accountName,
      planMinutes: s.accounts.planMinutes,
      billingDayOfMonth: s.accounts.billingDayOfMonth,
      showCombinedUsage: s.accounts.showCombinedUsage,
    })
    .from(s.accounts)
    .where(eq(s.accounts.accountId, accountId));
  return row ?? null;
}

/** The account and its child accounts (combined usage), the account first. */
export async function combinedAccounts(db: Db, accountId: number): Promise<{ accountId: number; accountName: string }[]> {
  return db
    .select({ accountId: s.accounts.accountId, accountName: s.accounts.accountName })
    .from(s.accounts)
    .where(or(eq(s.accounts.accountId, accountId), eq(s.accounts.parentAccountId, accountId)))
    .orderBy(sql`${s.accounts.accountId} <> ${accountId}`, asc(s.accounts.accountId));
}

export interface InvoicePeriod {
  invoiceId: number;
  invoiceNumber: string;
  invoiceDate: Date;
  periodStart: Date;
  periodEnd: Date;
}

/** The account's invoices, newest first, with the period their lines bill (from the lines' periods). */
export async function invoicePeriods(db: Db, accountId: number): Promise<InvoicePeriod[]> {
  const rows = await db
    .select({
      invoiceId: s.invoices.invoiceId,
      invoiceNumber: s.invoices.invoiceNumber,
      invoiceDate: s.invoices.invoiceDate,
      periodStart: sql<Date | null>`min(${s.invoiceLines.periodStart})`,
      periodEnd: sql<Date | null>`max(${s.invoiceLines.periodEnd})`,
    })
    .from(s.invoices)
    .leftJoin(s.invoiceLines, eq(s.invoiceLines.invoiceId, s.invoices.invoiceId))
    .where(eq(s.invoices.accountId, accountId))
    .groupBy(s.invoices.invoiceId)
    .orderBy(desc(s.invoices.invoiceDate), desc(s.invoices.invoiceId));
  return rows
    .filter((r) => r.periodStart !== null && r.periodEnd !== null)
    .map((r) => ({ ...r, invoiceDate: toDate(r.invoiceDate), periodStart: toDate(r.periodStart), periodEnd: toDate(r.periodEnd) }));
}

export interface TaskRow {
  accountId: number;
  messageId: number;
  taskId: number | null;
  lastMessageId: number | null;
  taken: Date;
  ani: string | null;
  dnis: string | null;
  contactDescription: string | null;
  billableMinutes: number | null;
  callLengthInSeconds: number | null;
  groupName: string | null;
  messageType: string;
  taskStatus: string | null;
  sendingAgent: string | null;
  sendingUser: string | null;
  caller: string | null;
  outcallSourceNumber: string | null;
  outcallNumber: string | null;
}

/** Most call tasks one period read returns (bounded; a month of a busy account is far below). */
export const REPORT_TASKS_MAX = 50_000;

/** The call tasks of the accounts taken in [from, to), oldest first. */
export async function reportTaskRows(db: Db, accountIds: readonly number[], from: Date, to: Date): Promise<TaskRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({
      accountId: s.messages.accountId,
      messageId: s.messages.messageId,
      taskId: s.messages.taskId,
      lastMessageId: s.messages.lastMessageId,
      taken: s.messages.taken,
      ani: s.messages.ani,
      dnis: s.messages.dnis,
      contactDescription: s.messages.contactDescription,
      billableMinutes: s.messages.billableAgentMinutes,
      callLengthInSeconds: s.messages.callLengthInSeconds,
      groupName: s.messageGroups.name,
      messageType: s.messages.messageType,
      taskStatus: s.messages.taskStatus,
      sendingAgent: s.messages.sendingAgent,
      sendingUser: s.messages.sendingUser,
      caller: s.messages.caller,
      outcallSourceNumber: s.messages.outcallSourceNumber,
      outcallNumber: s.messages.outcallNumber,
    })
    .from(s.messages)
    .leftJoin(s.messageGroups, eq(s.messageGroups.messageGroupId, s.messages.messageGroupId))
    .where(
      and(
        inArray(s.messages.accountId, [...accountIds]),
        inArray(s.messages.messageType, [...reportTaskTypes]),
        gte(s.messages.taken, from),
        lt(s.messages.taken, to),
      ),
    )
    .orderBy(asc(s.messages.taken), asc(s.messages.messageId))
    .limit(REPORT_TASKS_MAX);
  return rows.map((r) => ({ ...r, taken: toDate(r.taken) }));
}
