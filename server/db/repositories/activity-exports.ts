/** The rows of an activity export (messages and chats): the list's scope, a window, a view, a selection. */
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ChatItem, Message } from '../../../src/contract/activity';
import type { Db } from '../client';
import * as s from '../schema';
import { listChats } from './chat';
import { messageColumns, toMessage } from './activity-rows';
import { messageVisibility, type MessageScope } from './activity-scope';

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
