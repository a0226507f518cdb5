/**
 * Activity items (spec core §3 Message, Chat item; §4 read / archive / follow-up): the scoped
 * list of GET /api/messages/all and the flag changes. Scope: a GLOBALADMIN role sees every
 * delivery of its account, a LOCATIONADMIN role the deliveries of its locations, any other role
 * only the user's own deliveries. Nothing outside the scope is ever returned or changed.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ChatItem, Message } from '../../../src/contract/messages';
import type { Db } from '../client';
import * as s from '../schema';
import { withSmsThreads } from './sms-threads';
import type { UserAccountScope } from './users';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

export interface MessageScope {
  userId: number;
  scope: UserAccountScope;
}

/** The visibility condition for messages (null: the user sees nothing). */
function messageVisibility(who: MessageScope, accountId?: number, locationId?: number): SQL | null {
  const parts = visibilityParts(who, accountId);
  if (parts.length === 0) return null;
  const visible = parts.length === 1 ? parts[0]! : or(...parts)!;
  return locationId !== undefined ? and(visible, eq(s.messages.locationId, locationId))! : visible;
}

/** One condition per account of the user (each served by an index on account or user and time). */
function visibilityParts({ userId, scope }: MessageScope, accountId?: number): SQL[] {
  const parts: SQL[] = [];
  for (const id of scope.accountIds) {
    if (accountId !== undefined && id !== accountId) continue;
    const roles = scope.rolesByAccount[id] ?? [];
    const locations = scope.locationIdsByAccount[id] ?? null;
    let part: SQL | undefined;
    if (roles.includes('GLOBALADMIN')) part = eq(s.messages.accountId, id);
    else if (roles.includes('LOCATIONADMIN'))
      part = locations === null ? eq(s.messages.accountId, id) : and(eq(s.messages.accountId, id), inArray(s.messages.locationId, locations));
    else part = and(eq(s.messages.accountId, id), eq(s.messages.userId, userId));
    if (part) parts.push(part);
  }
  return parts;
}

function chatVisibility({ userId, scope }: MessageScope, accountId?: number): SQL | null {
  const parts: SQL[] = [];
  for (const id of scope.accountIds) {
    if (accountId !== undefined && id !== accountId) continue;
    const roles = scope.rolesByAccount[id] ?? [];
    const locations = scope.locationIdsByAccount[id] ?? null;
    if (roles.includes('GLOBALADMIN') || (roles.includes('LOCATIONADMIN') && locations === null)) {
      parts.push(eq(s.chats.accountId, id));
    } else if (roles.includes('LOCATIONADMIN') && locations) {
      // A chat belongs to the locations of its activity item.
      const inLocations = sql`exists (select 1 from ${s.messages} m where m.chat_id = ${s.chats.chatId} and m.location_id in ${locations})`;
      parts.push(and(eq(s.chats.accountId, id), or(eq(s.chats.userId, userId), inLocations))!);
    } else parts.push(and(eq(s.chats.accountId, id), eq(s.chats.userId, userId))!);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

const messageColumns = {
  m: s.messages,
  accountName: s.accounts.accountName,
  messageGroupName: s.messageGroups.name,
  website: s.chats.website,
  visitorFullName: s.chats.visitorFullName,
};

type MessageRow = {
  m: typeof s.messages.$inferSelect;
  accountName: string;
  messageGroupName: string | null;
  website: string | null;
  visitorFullName: string | null;
};

export function toMessage(row: MessageRow): Message {
  const { m } = row;
  const read = m.messageRead ? 'Y' : 'N';
  const archived = asYn(m.archived);
  const followup = asYn(m.followup);
  return {
    messageId: m.messageId,
    messageType: m.messageType,
    deliveryId: m.deliveryId,
    userId: m.userId,
    accountId: m.accountId,
    accountName: row.accountName,
    locationId: m.locationId,
    messageGroupName: row.messageGroupName,
    chatId: m.chatId,
    taskId: m.taskId,
    version: m.version,
    caller: m.caller,
    ani: m.ani,
    dnis: m.dnis,
    outcallNumber: m.outcallNumber,
    outcallSourceNumber: m.outcallSourceNumber,
    combinedDisplayName: m.combinedDisplayName,
    combinedMessageId: m.combinedMessageId,
    fromCity: m.fromCity,
    fromState: m.fromState,
    fromCountry: m.fromCountry,
    taskUser: m.taskUser,
    sendingAgent: m.sendingAgent,
    sendingUser: m.sendingUser,
    taskAgent: m.taskAgent,
    taskStatus: m.taskStatus,
    taskStartTime: iso(m.taskStartTime),
    taskEndTime: iso(m.taskEndTime),
    callLengthInSeconds: m.callLengthInSeconds,
    billableAgentMinutes: m.billableAgentMinutes === null ? null : Number(m.billableAgentMinutes),
    hasTaskAuditRecordId: asYn(m.hasTaskAuditRecordId),
    callTagName: m.callTagName,
    contactDescription: m.contactDescription,
    urgent: asYn(m.urgent),
    taken: m.taken.toISOString(),
    lastMessage: m.taskId !== null ? m.taken.toISOString() : null,
    lastMessageId: m.lastMessageId,
    read,
    messageRead: iso(m.messageRead),
    archived,
    messageArchived: archived,
    followup,
    messageFollowup: followup,
    textContent: m.textContent,
    formContent: (m.formContent as Message['formContent']) ?? null,
    request: m.request,
    recordingTranscription: m.recordingTranscription,
    recordingDuration: m.recordingDuration,
    audioKey: m.audioKey,
    callRecordingTranscription: (m.callRecordingTranscription as Message['callRecordingTranscription']) ?? null,
    website: row.website,
    visitorFullName: row.visitorFullName,
  };
}

export interface MessagePageQuery {
  startTime: Date;
  endTime: Date;
  pageNumber: number;
  pageSize: number;
  accountId?: number;
  locationId?: number;
}

/**
 * One page of the user's activity in the window, newest first. Two steps: the page's ids from a
 * narrow sort (id and time only), then the full rows of those ids; sorting the wide rows of a
 * 50,000-item window costs several times more.
 */
export async function listMessages(db: Db, who: MessageScope, q: MessagePageQuery): Promise<Message[]> {
  const parts = visibilityParts(who, q.accountId);
  if (parts.length === 0) return [];
  // Per account, newest first up to the end of the page (an ordered index scan that stops
  // early), then the page of the union: never a sort of the whole window.
  const upTo = (q.pageNumber + 1) * q.pageSize;
  const branch = (part: SQL) =>
    db
      .select({ id: s.messages.messageId, taken: s.messages.taken })
      .from(s.messages)
      .where(
        and(
          part,
          gte(s.messages.taken, q.startTime),
          lt(s.messages.taken, q.endTime),
          q.locationId !== undefined ? eq(s.messages.locationId, q.locationId) : undefined,
        ),
      )
      .orderBy(desc(s.messages.taken), desc(s.messages.messageId));
  const offset = q.pageNumber * q.pageSize;
  const [first, second, ...rest] = parts;
  const ids = second
    ? await unionAll(branch(first!).limit(upTo), branch(second).limit(upTo), ...rest.map((p) => branch(p).limit(upTo)))
        .orderBy(sql`2 desc, 1 desc`)
        .limit(q.pageSize)
        .offset(offset)
    : await branch(first!).limit(q.pageSize).offset(offset);
  if (ids.length === 0) return [];
  const rows = await db
    .select(messageColumns)
    .from(s.messages)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.messages.accountId))
    .leftJoin(s.messageGroups, eq(s.messageGroups.messageGroupId, s.messages.messageGroupId))
    .leftJoin(s.chats, eq(s.chats.chatId, s.messages.chatId))
    .where(inArray(s.messages.messageId, ids.map((r) => r.id)))
    .orderBy(desc(s.messages.taken), desc(s.messages.messageId));
  return withSmsThreads(db, rows.map(toMessage));
}

/** One page of chat items (with their lines) in the window, newest first. */
export async function listChats(
  db: Db,
  who: MessageScope,
  q: Omit<MessagePageQuery, 'locationId'>,
): Promise<ChatItem[]> {
  const visible = chatVisibility(who, q.accountId);
  if (!visible) return [];
  const rows = await db
    .select({ c: s.chats, accountName: s.accounts.accountName })
    .from(s.chats)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.chats.accountId))
    .where(and(visible, gte(s.chats.created, q.startTime), lt(s.chats.created, q.endTime)))
    .orderBy(desc(s.chats.created), desc(s.chats.chatId))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  return withLines(db, rows);
}

/** One chat the user may see, with its lines (null: none, or outside the user's scope). */
export async function findChat(db: Db, who: MessageScope, chatId: number): Promise<ChatItem | null> {
  const visible = chatVisibility(who);
  if (!visible) return null;
  const rows = await db
    .select({ c: s.chats, accountName: s.accounts.accountName })
    .from(s.chats)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.chats.accountId))
    .where(and(visible, eq(s.chats.chatId, chatId)));
  return (await withLines(db, rows))[0] ?? null;
}

/** Chat rows as chat items, each with its lines in order. */
async function withLines(db: Db, rows: { c: typeof s.chats.$inferSelect; accountName: string }[]): Promise<ChatItem[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(s.chatMessages)
    .where(inArray(s.chatMessages.chatId, rows.map((r) => r.c.chatId)))
    .orderBy(asc(s.chatMessages.created), asc(s.chatMessages.chatMessageId));
  const byChat = new Map<number, ChatItem['messages']>();
  for (const line of lines) {
    const list = byChat.get(line.chatId) ?? [];
    list.push({ author: line.author, message: line.message, created: line.created.toISOString() });
    byChat.set(line.chatId, list);
  }
  return rows.map(({ c, accountName }) => ({
    chatId: c.chatId,
    types: c.types,
    created: c.created.toISOString(),
    ended: iso(c.ended),
    visitorFullName: c.visitorFullName,
    visitorPhone: c.visitorPhone,
    visitorEmail: c.visitorEmail,
    visitorLocation: c.visitorLocation,
    outcome: c.outcome,
    actions: c.actions,
    website: c.website,
    agentFullName: c.agentFullName,
    chatDuration: c.chatDuration,
    messages: byChat.get(c.chatId) ?? [],
    read: asYn(c.read),
    archived: asYn(c.archived),
    followup: asYn(c.followup),
    userId: c.userId,
    accountId: c.accountId,
    accountName,
    version: c.version,
  }));
}

export interface ChangeTarget {
  messageId: number;
  messageType: string;
  userId: number | null;
  deliveryId: number | null;
  accountId: number;
  combinedMessageId: number | null;
}

/**
 * The visible messages among `ids` (and, with `combined`, the visible messages whose
 * combinedMessageId is one of them: AGENT+VM archives through the combined id).
 */
export async function findChangeTargets(db: Db, who: MessageScope, ids: number[], combined = false): Promise<ChangeTarget[]> {
  const visible = messageVisibility(who);
  if (!visible || ids.length === 0) return [];
  const match = combined ? or(inArray(s.messages.messageId, ids), inArray(s.messages.combinedMessageId, ids))! : inArray(s.messages.messageId, ids);
  return db
    .select({
      messageId: s.messages.messageId,
      messageType: s.messages.messageType,
      userId: s.messages.userId,
      deliveryId: s.messages.deliveryId,
      accountId: s.messages.accountId,
      combinedMessageId: s.messages.combinedMessageId,
    })
    .from(s.messages)
    .where(and(visible, match));
}

export type MessagePatch = { kind: 'read'; now: Date } | { kind: 'unread' } | { kind: 'archived'; value: 'Y' | 'N' } | { kind: 'followup'; value: 'Y' | 'N' };

/** Applies one change to the given messages (version + 1); returns the number changed. */
export async function updateMessages(db: Db, ids: number[], patch: MessagePatch): Promise<number> {
  if (ids.length === 0) return 0;
  const version = sql`${s.messages.version} + 1`;
  const where = inArray(s.messages.messageId, ids);
  let rows: { id: number }[];
  switch (patch.kind) {
    case 'read':
      // Keep the first read date of items already read.
      rows = await db
        .update(s.messages)
        .set({ messageRead: patch.now, version })
        .where(and(where, isNull(s.messages.messageRead)))
        .returning({ id: s.messages.messageId });
      break;
    case 'unread':
      rows = await db.update(s.messages).set({ messageRead: null, version }).where(where).returning({ id: s.messages.messageId });
      break;
    case 'archived':
      rows = await db.update(s.messages).set({ archived: patch.value, version }).where(where).returning({ id: s.messages.messageId });
      break;
    case 'followup':
      rows = await db.update(s.messages).set({ followup: patch.value, version }).where(where).returning({ id: s.messages.messageId });
      break;
  }
  return rows.length;
}

export interface ChatTarget {
  chatId: number;
  accountId: number;
  userId: number | null;
}

export async function findChatTargets(db: Db, who: MessageScope, chatIds: number[]): Promise<ChatTarget[]> {
  const visible = chatVisibility(who);
  if (!visible || chatIds.length === 0) return [];
  return db
    .select({ chatId: s.chats.chatId, accountId: s.chats.accountId, userId: s.chats.userId })
    .from(s.chats)
    .where(and(visible, inArray(s.chats.chatId, chatIds)));
}

/** Chats use Y/N flags; the chat's activity items follow its read flag. */
export async function updateChats(
  db: Db,
  chatIds: number[],
  patch: { read?: 'Y' | 'N'; archived?: 'Y' | 'N'; followup?: 'Y' | 'N' },
  now: Date = new Date(),
): Promise<number> {
  if (chatIds.length === 0) return 0;
  const rows = await db
    .update(s.chats)
    .set({ ...patch, version: sql`${s.chats.version} + 1` })
    .where(inArray(s.chats.chatId, chatIds))
    .returning({ id: s.chats.chatId });
  if (patch.read) {
    await db
      .update(s.messages)
      .set({ messageRead: patch.read === 'Y' ? now : null, version: sql`${s.messages.version} + 1` })
      .where(and(inArray(s.messages.chatId, chatIds), patch.read === 'Y' ? isNull(s.messages.messageRead) : sql`true`));
  }
  return rows.length;
}

/** The recording of a message the user may see, by message id (null: none, or no recording). */
export async function findMessageMedia(
  db: Db,
  who: MessageScope,
  messageId: number,
): Promise<{ audioKey: string; recordingDuration: number } | null> {
  const visible = messageVisibility(who);
  if (!visible) return null;
  const [row] = await db
    .select({ audioKey: s.messages.audioKey, recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(and(visible, eq(s.messages.messageId, messageId)));
  return row?.audioKey ? { audioKey: row.audioKey, recordingDuration: row.recordingDuration ?? 10 } : null;
}

/** The recording of a message by id, unscoped: only for an address the server signed itself. */
export async function findMediaById(db: Db, messageId: number): Promise<{ audioKey: string; recordingDuration: number } | null> {
  const [row] = await db
    .select({ audioKey: s.messages.audioKey, recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(eq(s.messages.messageId, messageId));
  return row?.audioKey ? { audioKey: row.audioKey, recordingDuration: row.recordingDuration ?? 10 } : null;
}

/** The recording length of a voicemail the user may see, by its audio key (null: none). */
export async function findVoicemail(db: Db, who: MessageScope, audioKey: string): Promise<{ recordingDuration: number } | null> {
  const visible = messageVisibility(who);
  if (!visible) return null;
  const [row] = await db
    .select({ recordingDuration: s.messages.recordingDuration })
    .from(s.messages)
    .where(and(visible, eq(s.messages.audioKey, audioKey)))
    .limit(1);
  return row ? { recordingDuration: row.recordingDuration ?? 10 } : null;
}

/**
 * Unread counters (spec core §4): visible items with no read date since `since`, plus the unread
 * counts of the SMS tasks of the user's accounts; and the unread chats.
 */
export async function unreadCounts(db: Db, who: MessageScope, since: Date): Promise<{ messages: number; chats: number }> {
  const visible = messageVisibility(who);
  const chatsVisible = chatVisibility(who);
  if (!visible || !chatsVisible) return { messages: 0, chats: 0 };
  const [messageRows, smsRows, chatRows] = await Promise.all([
    db
      .select({ n: count() })
      .from(s.messages)
      .where(and(visible, isNull(s.messages.messageRead), gte(s.messages.taken, since))),
    db
      .select({ n: sum(s.smsTasks.unread) })
      .from(s.smsTasks)
      .where(and(inArray(s.smsTasks.accountId, who.scope.accountIds), gte(s.smsTasks.taken, since))),
    db
      .select({ n: count() })
      .from(s.chats)
      .where(and(chatsVisible, eq(s.chats.read, 'N'), gte(s.chats.created, since))),
  ]);
  return {
    messages: Number(messageRows[0]?.n ?? 0) + Number(smsRows[0]?.n ?? 0),
    chats: Number(chatRows[0]?.n ?? 0),
  };
}

/** Exports stop at this many rows (31 days of a busy account stay well below it). */
export const EXPORT_ROW_LIMIT = 20_000;

export interface ExportQuery {
  startTime: Date;
  endTime: Date;
  /** 'Y': the Archive view; 'N': the All view (not archived). */
  archived: 'Y' | 'N';
  accountId?: number;
  /** Only these ids (the selection) when not empty. */
  ids: number[];
}

/** The visible activity items of an export, newest first (same scope as the list). */
export async function exportMessages(db: Db, who: MessageScope, q: ExportQuery): Promise<Message[]> {
  const visible = messageVisibility(who, q.accountId);
  if (!visible) return [];
  const rows = await db
    .select(messageColumns)
    .from(s.messages)
    .innerJoin(s.accounts, eq(s.accounts.accountId, s.messages.accountId))
    .leftJoin(s.messageGroups, eq(s.messageGroups.messageGroupId, s.messages.messageGroupId))
    .leftJoin(s.chats, eq(s.chats.chatId, s.messages.chatId))
    .where(
      and(
        visible,
        gte(s.messages.taken, q.startTime),
        lt(s.messages.taken, q.endTime),
        q.archived === 'Y' ? eq(s.messages.archived, 'Y') : or(isNull(s.messages.archived), sql`${s.messages.archived} <> 'Y'`),
        q.ids.length > 0 ? inArray(s.messages.messageId, q.ids) : undefined,
      ),
    )
    .orderBy(desc(s.messages.taken), desc(s.messages.messageId))
    .limit(EXPORT_ROW_LIMIT);
  return rows.map(toMessage);
}

/** The visible chats of an export (with their lines), newest first. */
export async function exportChats(db: Db, who: MessageScope, q: ExportQuery): Promise<ChatItem[]> {
  const all = await listChats(db, who, {
    startTime: q.startTime,
    endTime: q.endTime,
    pageNumber: 0,
    pageSize: EXPORT_ROW_LIMIT,
    ...(q.accountId !== undefined ? { accountId: q.accountId } : {}),
  });
  const ids = new Set(q.ids);
  return all.filter((c) => (q.archived === 'Y' ? c.archived === 'Y' : c.archived !== 'Y') && (ids.size === 0 || ids.has(c.chatId)));
}
