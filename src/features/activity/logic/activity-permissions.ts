import { mayTriage, type Message } from '@/contract/activity';

/**
 * What the signed-in user may do with an item (spec core §4, §6). The rule itself lives in the
 * contract so the server enforces the same one; controls that fail it are greyed with the tooltip
 * "You don't have permission to do this."
 */
export interface ItemPermissions {
  read: boolean;
  archive: boolean;
  followup: boolean;
}

type PermissionSubject = Pick<Message, 'messageType' | 'userId' | 'deliveryId'>;

export function itemPermissions(m: PermissionSubject, userId: number): ItemPermissions {
  return {
    read: mayTriage(m, userId, 'read'),
    archive: mayTriage(m, userId, 'archive'),
    followup: mayTriage(m, userId, 'followup'),
  };
}

/** The subset of a selection an action applies to (bulk actions skip what the user may not change). */
export function permittedIds<T extends PermissionSubject & { messageId: number }>(
  items: readonly T[],
  userId: number,
  action: keyof ItemPermissions,
): number[] {
  return items.filter((m) => mayTriage(m, userId, action)).map((m) => m.messageId);
}
