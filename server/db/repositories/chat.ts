/**
 * Chat items (spec core §3 Chat item; §4 read / archive / follow-up): the scoped pages of chats
 * with their lines, one chat, and the flag changes.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ChatItem } from '../../../src/contract/activity';
import type { Db } from '../client';
import * as s from '../schema';
import { chatVisibility, type MessageScope } from './activity-scope';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const asYn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** A page of a time window, optionally of one account. */
export interface ChatPageQuery {
  startTime: Date;
  endTime: Date;
  pageNumber: number;
  pageSize: number;
  accountId?: number;
}

/** One page of chat items (with their lines) in the window, newest first. */
export async function listChats(
  db: Db,
  who: MessageScope,
  q: ChatPageQuery,
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
