/**
 * Activity items (spec core §3 Message; §4 read / archive / follow-up): the scoped list of
 * GET /api/messages/all, the flag changes and the unread counters. The scope rule lives in
 * ./activity-scope.ts; chats, media and exports in ./chat.ts, ./activity-media.ts and
 * ./activity-exports.ts, re-exported here for the importers of this module.
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Message } from '../../../src/contract/activity';
import type { Db } from '../client';
import * as s from '../schema';
import { messageColumns, toMessage } from './activity-rows';
import { chatVisibility, messageVisibility, type MessageScope, visibilityParts } from './activity-scope';
import { withSmsThreads } from './activity-sms-threads';

export { findChat, findChatTargets, listChats, updateChats, type ChatPageQuery, type ChatTarget } from './chat';
export { EXPORT_ROW_LIMIT, exportChats, exportMessages, type ExportQuery } from './activity-exports';
export { findMediaById, findMessageMedia, findVoicemail } from './activity-media';
export { toMessage } from './activity-rows';
export type { MessageScope } from './activity-scope';

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

/**
 * Unread counters (spec core §4): visible items with no read date since `since`, plus the unread
 * counts of the SMS tasks of `textAccountIds` (the accounts where the user has a text role, core
 * §6: the texts of the others they can never read, so never mark read either); and the unread chats.
 */
export async function unreadCounts(db: Db, who: MessageScope, since: Date, textAccountIds: readonly number[]): Promise<{ messages: number; chats: number }> {
  const visible = messageVisibility(who);
  const chatsVisible = chatVisibility(who);
  if (!visible || !chatsVisible) return { messages: 0, chats: 0 };
  const [messageRows, smsRows, chatRows] = await Promise.all([
    db
      .select({ n: count() })
      .from(s.messages)
      .where(and(visible, isNull(s.messages.messageRead), gte(s.messages.taken, since))),
    textAccountIds.length === 0
      ? [{ n: 0 }]
      : db
          .select({ n: sum(s.smsTasks.unread) })
          .from(s.smsTasks)
          .where(and(inArray(s.smsTasks.accountId, [...textAccountIds]), gte(s.smsTasks.taken, since))),
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
