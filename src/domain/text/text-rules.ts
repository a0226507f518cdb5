/**
 * Who reads and sends texts (spec core §2 Text activity, §5 Send text, §6): one rule for the
 * text view, the Send Text dialog and the server that enforces it.
 */
import type { RoleKey } from '../../contract/common';
import { TEXT_MESSAGE_MAX } from '../../contract/text';

/** Roles that may open the text views besides any admin-type role. */
export const textRoleKeys: readonly RoleKey[] = ['USERSMS', 'GRASSHOPPERSMS'];
/** Roles that are not admin-type (core §6); every other role is. */
const nonAdminRoleKeys: readonly RoleKey[] = ['USER', 'GUEST', 'GRASSHOPPERGLOBAL', 'GRASSHOPPER', 'INACTIVE', 'USEROUTCALL'];
/** Restricted roles (core §6). */
export const restrictedRoleKeys: readonly RoleKey[] = ['GUEST', 'INACTIVE'];

/** A role that gives text access on its account: USERSMS, GRASSHOPPERSMS or any admin-type role. */
export const isTextRole = (role: RoleKey): boolean => textRoleKeys.includes(role) || !nonAdminRoleKeys.includes(role);

/** The accounts whose conversations the user sees: those where a role gives text access (the others are hidden). */
export function textAccountIds(roles: readonly { accountId: number; userRoleKey: RoleKey }[]): number[] {
  return [...new Set(roles.filter((r) => isTextRole(r.userRoleKey)).map((r) => r.accountId))];
}

export interface SendableNumber {
  phoneNumberId: number;
  accountId: number;
  status: string;
  dlcVerified: string;
}

/** The message box and Send rule for a number: ACTIVE with dlcVerified Y (core §2, §5). */
export const numberMaySend = (n: Pick<SendableNumber, 'status' | 'dlcVerified'>): boolean => n.status === 'ACTIVE' && n.dlcVerified === 'Y';

/**
 * The source numbers a user may text from (core §5 Send text): ACTIVE with dlcVerified Y, on
 * accounts where the user holds a non-restricted role.
 */
export function sendableNumbers<N extends SendableNumber>(numbers: readonly N[], roles: readonly { accountId: number; userRoleKey: RoleKey }[]): N[] {
  const open = new Set(roles.filter((r) => !restrictedRoleKeys.includes(r.userRoleKey)).map((r) => r.accountId));
  const seen = new Set<number>();
  return numbers.filter((n) => {
    if (seen.has(n.phoneNumberId) || !numberMaySend(n) || !open.has(n.accountId)) return false;
    seen.add(n.phoneNumberId);
    return true;
  });
}

/** Send is enabled when the message is non-empty and within the limit and both numbers are set (core §5). */
export function canSendText(form: { message: string; destination: string | null; sourcePhoneNumberId: number | null; sending?: boolean }): boolean {
  const length = form.message.trim().length;
  return length > 0 && form.message.length <= TEXT_MESSAGE_MAX && !!form.destination && form.sourcePhoneNumberId !== null && !form.sending;
}
