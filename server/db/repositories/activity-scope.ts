/**
 * Who sees which activity. Scope: a GLOBALADMIN role sees every delivery of its account, a
 * LOCATIONADMIN role the deliveries of its locations, any other role only the user's own
 * deliveries; chats follow the same rule. Nothing outside the scope is ever returned or changed.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import * as s from '../schema';
import type { UserAccountScope } from './users';

export interface MessageScope {
  userId: number;
  scope: UserAccountScope;
}

/** The visibility condition for messages (null: the user sees nothing). */
export function messageVisibility(who: MessageScope, accountId?: number, locationId?: number): SQL | null {
  const parts = visibilityParts(who, accountId);
  if (parts.length === 0) return null;
  const visible = parts.length === 1 ? parts[0]! : or(...parts)!;
  return locationId !== undefined ? and(visible, eq(s.messages.locationId, locationId))! : visible;
}

/** One condition per account of the user (each served by an index on account or user and time). */
export function visibilityParts({ userId, scope }: MessageScope, accountId?: number): SQL[] {
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

/** The visibility condition for chats (null: the user sees nothing). */
export function chatVisibility({ userId, scope }: MessageScope, accountId?: number): SQL | null {
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
