/**
 * Weekly insights (spec core §9): the counting rule over a user's deliveries of the past 7 days,
 * and the query for its candidate rows.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';

const DAY = 86_400_000;
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** Weekly insights (spec core §9): the past 7 days. */
export const INSIGHT_DAYS = 7;
export const CALL_LEAD_TAG = 'PNC / Lead';
export const CURRENT_CLIENT_TAG = 'Current Client';
export const CHAT_LEAD_TYPE = 'Lead';

/** One delivery of the user, with its chat when it is a chat delivery. */
export interface InsightRow {
  callTagName: string | null;
  taken: Date;
  chatId: number | null;
  chatTypes: string[] | null;
  chatCreated: Date | null;
}

export interface WeeklyInsightCounts {
  callLeadCount: number;
  chatLeadCount: number;
  currentClientCount: number;
}

/**
 * The Weekly Insights counting rule (spec core §9), over the user's own deliveries: messages
 * whose userId is the user, on accounts the user holds a role on. This is the same for every
 * role (an admin's insights are the leads delivered to the admin, not the whole account's).
 * The window is the past 7 days up to now, both ends included.
 * - New call leads: deliveries tagged 'PNC / Lead' taken within the window.
 * - New chat leads: distinct chats whose types include 'Lead', created within the window.
 * - Current clients: deliveries tagged 'Current Client' taken within the window.
 */
export function weeklyInsightCounts(rows: readonly InsightRow[], now: Date): WeeklyInsightCounts {
  const from = now.getTime() - INSIGHT_DAYS * DAY;
  const inWindow = (d: Date | null) => d !== null && toDate(d).getTime() >= from && toDate(d).getTime() <= now.getTime();
  let callLeadCount = 0;
  let currentClientCount = 0;
  const chatLeads = new Set<number>();
  for (const row of rows) {
    if (inWindow(row.taken)) {
      if (row.callTagName === CALL_LEAD_TAG) callLeadCount += 1;
      else if (row.callTagName === CURRENT_CLIENT_TAG) currentClientCount += 1;
    }
    if (row.chatId !== null && row.chatTypes?.includes(CHAT_LEAD_TYPE) && inWindow(row.chatCreated)) chatLeads.add(row.chatId);
  }
  return { callLeadCount, chatLeadCount: chatLeads.size, currentClientCount };
}

/** Candidate rows of the user's deliveries on `roleAccounts` (a subquery of account ids) for weeklyInsightCounts. */
export async function weeklyInsightRows(db: Db, userId: number, roleAccounts: SQL, now: Date): Promise<InsightRow[]> {
  const weekAgo = new Date(now.getTime() - INSIGHT_DAYS * DAY);
  return db
    .select({
      callTagName: s.messages.callTagName,
      taken: s.messages.taken,
      chatId: s.chats.chatId,
      chatTypes: s.chats.types,
      chatCreated: s.chats.created,
    })
    .from(s.messages)
    .leftJoin(s.chats, eq(s.chats.chatId, s.messages.chatId))
    .where(
      and(
        eq(s.messages.userId, userId),
        sql`${s.messages.accountId} in ${roleAccounts}`,
        or(
          and(inArray(s.messages.callTagName, [CALL_LEAD_TAG, CURRENT_CLIENT_TAG]), gte(s.messages.taken, weekAgo), lte(s.messages.taken, now)),
          and(sql`${s.chats.types} @> ${JSON.stringify([CHAT_LEAD_TYPE])}::jsonb`, gte(s.chats.created, weekAgo), lte(s.chats.created, now)),
        ),
      ),
    );
}
