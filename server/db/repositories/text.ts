/**
 * SMS tasks (spec core §3 SMS task and text task, §7 SMS tasks): the text view's conversations,
 * sending and receiving a text, read marks and the CSV rows. Versions are global across
 * conversations (each change takes the highest version + 1), so `version` on the list asks for
 * what changed since a client's last answer.
 */
import { and, asc, desc, eq, gt, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { SmsTask } from '../../../src/contract/text';
import { numberMaySend } from '../../../src/domain/text/text-rules';
import type { Db } from '../client';
import * as s from '../schema';
import { newActivityIds } from './activity-ids';
import { readSmsThreads } from './activity-sms-threads';

const lastActivity = sql<Date>`coalesce(${s.smsTasks.lastMessage}, ${s.smsTasks.taken})`;
const nextVersion = sql`(select coalesce(max(v.version), 0) + 1 from ${s.smsTasks} v)`;

export interface SmsTaskQuery {
  accountIds: number[];
  start: Date;
  end: Date;
  pageNumber: number;
  pageSize: number;
  sinceVersion: number;
}

export async function listSmsTasks(db: Db, q: SmsTaskQuery): Promise<{ smsTasks: SmsTask[]; version: number }> {
  if (q.accountIds.length === 0) return { smsTasks: [], version: 0 };
  const inScope = inArray(s.smsTasks.accountId, q.accountIds);
  const where: SQL[] = [inScope, gte(lastActivity, q.start), lt(lastActivity, q.end)];
  if (q.sinceVersion > 0) where.push(gt(s.smsTasks.version, q.sinceVersion));
  const [rows, [top]] = await Promise.all([
    db
      .select({
        task: s.smsTasks,
        accountName: s.accounts.accountName,
        status: s.phoneNumbers.status,
        dlcVerified: s.phoneNumbers.dlcVerified,
      })
      .from(s.smsTasks)
      .innerJoin(s.accounts, eq(s.accounts.accountId, s.smsTasks.accountId))
      .leftJoin(s.phoneNumbers, eq(s.phoneNumbers.phoneNumberId, s.smsTasks.phoneNumberId))
      .where(and(...where))
      .orderBy(desc(lastActivity), desc(s.smsTasks.taskId))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize),
    db.select({ version: max(s.smsTasks.version) }).from(s.smsTasks).where(inScope),
  ]);
  const threads = await readSmsThreads(db, rows.map((r) => r.task.taskId));
  return {
    smsTasks: rows.map((r) => toSmsTask(r.task, r.accountName, { status: r.status ?? '', dlcVerified: r.dlcVerified ?? 'N' }, threads.get(r.task.taskId) ?? [])),
    version: Number(top?.version ?? 0),
  };
}

function toSmsTask(
  t: typeof s.smsTasks.$inferSelect,
  accountName: string,
  number: { status: string; dlcVerified: string },
  messages: SmsTask['messages'],
): SmsTask {
  return {
    taskId: t.taskId,
    taken: t.taken.toISOString(),
    lastMessage: t.lastMessage?.toISOString() ?? null,
    unread: t.unread,
    version: t.version,
    accountId: t.accountId,
    accountName,
    dnis: t.dnis,
    ani: t.ani,
    smsDisplayName: t.smsDisplayName,
    phoneNumberId: t.phoneNumberId,
    canReply: numberMaySend(number),
    messages,
  };
}

export async function findSmsTask(db: Db, taskId: number): Promise<{ taskId: number; accountId: number } | null> {
  const [row] = await db
    .select({ taskId: s.smsTasks.taskId, accountId: s.smsTasks.accountId })
    .from(s.smsTasks)
    .where(eq(s.smsTasks.taskId, taskId))
    .limit(1);
  return row ?? null;
}

export async function getSmsTask(db: Db, taskId: number): Promise<SmsTask | null> {
  const [row] = await db
    .select({ task: s.smsTasks, accountName: s.accounts.accountName, status: s.phoneNumbers.status, dlcVerified: s.phoneNumbers.dlcVerified })
    .from(s.smsTasks)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.smsTasks.accountId))
    .leftJoin(s.phoneNumbers, eq(s.phoneNumbers.phoneNumberId, s.smsTasks.phoneNumberId))
    .where(eq(s.smsTasks.taskId, taskId))
    .limit(1);
  if (!row) return null;
  const threads = await readSmsThreads(db, [taskId]);
  return toSmsTask(row.task, row.accountName, { status: row.status ?? '', dlcVerified: row.dlcVerified ?? 'N' }, threads.get(taskId) ?? []);
}

/** Clears the conversation's unread count; returns it as it is now. */
export async function markSmsTaskRead(db: Db, taskId: number): Promise<number> {
  const [row] = await db
    .update(s.smsTasks)
    .set({ unread: 0, version: nextVersion })
    .where(and(eq(s.smsTasks.taskId, taskId), gt(s.smsTasks.unread, 0)))
    .returning({ unread: s.smsTasks.unread });
  return row?.unread ?? 0;
}

export interface UserNumber {
  phoneNumberId: number;
  phoneNumber: string;
  accountId: number;
  status: string;
  dlcVerified: string;
}

/** One of the user's patch numbers (plain or assist), or null when the number is not theirs. */
export async function userPatchNumber(db: Db, userId: number, phoneNumberId: number): Promise<UserNumber | null> {
  const [row] = await db
    .select({
      phoneNumberId: s.phoneNumbers.phoneNumberId,
      phoneNumber: s.phoneNumbers.phoneNumber,
      accountId: s.phoneNumbers.accountId,
      status: s.phoneNumbers.status,
      dlcVerified: s.phoneNumbers.dlcVerified,
    })
    .from(s.userPatchNumbers)
    .innerJoin(s.phoneNumbers, eq(s.phoneNumbers.phoneNumberId, s.userPatchNumbers.phoneNumberId))
    .where(and(eq(s.userPatchNumbers.userId, userId), eq(s.userPatchNumbers.phoneNumberId, phoneNumberId)))
    .limit(1);
  return row ?? null;
}

export interface TextToAppend {
  number: Pick<UserNumber, 'phoneNumberId' | 'phoneNumber' | 'accountId'>;
  /** The contact's number. */
  contact: string;
  text: string;
  /** Outbound: the sending user; inbound (from the contact) when absent. */
  sender?: { userId: number; displayName: string };
  /** The user whose activity gets the item when this text starts a conversation. */
  recipientUserId: number;
  contactName?: string | null;
}

/**
 * Adds a text to the number's conversation with the contact (a new conversation, with its
 * activity item, when there is none): inbound texts count as unread. Returns the task id, and
 * the message id of the activity item when this text created one.
 */
export async function appendText(db: Db, t: TextToAppend): Promise<{ taskId: number; newActivityId: number | null }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const inbound = !t.sender;
    // One conversation per number and contact: a lock on that pair makes a second process (or a
    // second request) wait here, then find the conversation the first one created, instead of
    // both seeing none and creating two (FOR UPDATE below locks only rows that already exist).
    await tx.execute(sql`select pg_advisory_xact_lock(${t.number.phoneNumberId}, hashtext(${t.contact}))`);
    const [existing] = await tx
      .select({ taskId: s.smsTasks.taskId })
      .from(s.smsTasks)
      .where(and(eq(s.smsTasks.phoneNumberId, t.number.phoneNumberId), eq(s.smsTasks.ani, t.contact)))
      .orderBy(desc(s.smsTasks.taskId))
      .limit(1)
      .for('update');
    let taskId = existing?.taskId;
    if (taskId === undefined) {
      const [created] = await tx
        .insert(s.smsTasks)
        .values({
          accountId: t.number.accountId,
          phoneNumberId: t.number.phoneNumberId,
          ani: t.contact,
          dnis: t.number.phoneNumber,
          smsDisplayName: t.contactName ?? null,
          taken: now,
          version: nextVersion,
        })
        .returning({ taskId: s.smsTasks.taskId });
      taskId = created!.taskId;
    }
    const [text] = await tx
      .insert(s.smsMessages)
      .values({
        taskId,
        taken: now,
        ani: inbound ? t.contact : t.number.phoneNumber,
        dnis: inbound ? t.number.phoneNumber : t.contact,
        sendingUser: t.sender?.displayName ?? null,
        sendingUserId: t.sender?.userId ?? null,
        textContent: t.text,
      })
      .returning({ messageId: s.smsMessages.messageId });
    await tx
      .update(s.smsTasks)
      .set({ lastMessage: now, version: nextVersion, unread: inbound ? sql`${s.smsTasks.unread} + 1` : 0 })
      .where(eq(s.smsTasks.taskId, taskId));
    let newActivityId: number | null = null;
    if (!existing) {
      const ids = await newActivityIds(tx);
      newActivityId = ids.messageId;
      await tx.insert(s.messages).values({
        ...ids,
        userId: t.recipientUserId,
        accountId: t.number.accountId,
        messageType: inbound ? 'SMS' : 'TEXT',
        taskId,
        caller: t.contactName ?? null,
        combinedDisplayName: t.contactName ?? null,
        ani: t.contact,
        dnis: t.number.phoneNumber,
        taken: now,
        textContent: t.text,
        lastMessageId: text!.messageId,
        sendingUser: t.sender?.displayName ?? null,
        taskStatus: 'COMPLETE',
        messageRead: inbound ? null : now,
      });
    }
    return { taskId, newActivityId };
  });
}

export interface SmsCsvRow {
  taken: Date;
  accountName: string;
  contactName: string | null;
  from: string;
  to: string;
  sendingUser: string | null;
  text: string | null;
}

/** Every text of the accounts' conversations in the window, oldest first (the CSV export). */
export async function smsCsvRows(db: Db, accountIds: number[], start: Date, end: Date): Promise<SmsCsvRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      taken: s.smsMessages.taken,
      accountName: s.accounts.accountName,
      contactName: s.smsTasks.smsDisplayName,
      from: s.smsMessages.ani,
      to: s.smsMessages.dnis,
      sendingUser: s.smsMessages.sendingUser,
      text: s.smsMessages.textContent,
    })
    .from(s.smsMessages)
    .innerJoin(s.smsTasks, eq(s.smsTasks.taskId, s.smsMessages.taskId))
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.smsTasks.accountId))
    .where(and(inArray(s.smsTasks.accountId, accountIds), gte(s.smsMessages.taken, start), lt(s.smsMessages.taken, end)))
    .orderBy(asc(s.smsMessages.taken), asc(s.smsMessages.messageId));
}
