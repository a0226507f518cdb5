/**
 * The billing screen's account selector (billing-account §2 Account selector): accounts where
 * the role is global admin, billing admin, partner or the two grasshopper roles, never
 * INACTIVE; 'n' means not selected, and a choice no longer allowed resets to 'n'. Global and
 * billing admins get the full account and payment methods, the others the account info.
 */
import type { RoleKey } from '@/contract/common';
import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

export const NOT_SELECTED = 'n';
export type AccountSelection = number | typeof NOT_SELECTED;

const selectorRoles: readonly RoleKey[] = ['GLOBALADMIN', 'BILLING_ADMIN', 'PARTNERS', 'GRASSHOPPER', 'GRASSHOPPERGLOBAL'];
const paymentRoles: readonly RoleKey[] = ['GLOBALADMIN', 'BILLING_ADMIN'];

export function billingAccounts(user: RoleUser): AccountChoice[] {
  const inactive = new Set(user.userAccountRoles.filter((r) => r.userRoleKey === 'INACTIVE').map((r) => r.accountId));
  return accountsWhere(user, (role) => selectorRoles.includes(role.userRoleKey) && !inactive.has(role.accountId));
}

/** The selection to show: the one asked for when allowed, the only account when there is one, else 'n'. */
export function effectiveSelection(accounts: readonly AccountChoice[], asked: number | undefined): AccountSelection {
  if (asked !== undefined && accounts.some((a) => a.accountId === asked)) return asked;
  if (asked === undefined && accounts.length === 1) return accounts[0]!.accountId;
  return NOT_SELECTED;
}

/** Whether the payment side (methods, paying) is the user's on this account. */
export const mayPay = (user: RoleUser, accountId: number): boolean =>
  user.userAccountRoles.some((r) => r.accountId === accountId && paymentRoles.includes(r.userRoleKey));

/** The method autopay should move to when its own method is gone (null: nothing to do). */
export function autopayRepair(autopayUid: string | null, methodIds: readonly string[]): string | null {
  if (methodIds.length === 0) return null;
  if (autopayUid && methodIds.includes(autopayUid)) return null;
  return methodIds[0]!;
}

/** A delete failure shows the text before the first semicolon (billing-account §4). */
export const beforeSemicolon = (message: string) => message.split(';')[0]!.trim();
