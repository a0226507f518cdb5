/**
 * The billing screen's account selector (billing-account §2 Account selector, read to the letter):
 * accounts where the role is global admin, billing admin, partner or "the two grasshopper
 * roles" (GRASSHOPPER and GRASSHOPPERSMS: the pair §2's redirect rule names beside PARTNERS;
 * GRASSHOPPERGLOBAL is the integrations role of §6), or every account when the add-user flag is
 * Y; never an account where the user is INACTIVE; limited to parent accounts on /billing ("Parent-account
 * selector", §2 Account billing screen). 'n' means not selected and nothing is chosen for the
 * user, even when one account is offered; a choice no longer allowed resets to 'n'.
 */
import type { RoleKey } from '@/contract/common';
import { accountsWhere, type AccountChoice } from '@/lib/account-choice';
import type { RoleUser } from '@/lib/roles';

export const NOT_SELECTED = 'n';
export type AccountSelection = number | typeof NOT_SELECTED;

const selectorRoles: readonly RoleKey[] = ['GLOBALADMIN', 'BILLING_ADMIN', 'PARTNERS', 'GRASSHOPPER', 'GRASSHOPPERSMS'];
/**
 * "For global admin the full account and payment methods are queried; others only the account
 * info." BILLING_ADMIN counts here too: the billing-only users of §6 are sent to /billing and
 * allowed nothing else, and the server gives them the billing calls (issue 14's authorisation).
 */
const paymentRoles: readonly RoleKey[] = ['GLOBALADMIN', 'BILLING_ADMIN'];

export interface SelectorOptions {
  /** Only accounts without a parent account (/billing). */
  parentsOnly?: boolean;
  /** The add-user flag Y: every account of the user's roles (still never an INACTIVE one). */
  addUser?: boolean;
}

export function selectorAccounts(user: RoleUser, { parentsOnly = false, addUser = false }: SelectorOptions = {}): AccountChoice[] {
  const inactive = new Set(user.userAccountRoles.filter((r) => r.userRoleKey === 'INACTIVE').map((r) => r.accountId));
  return accountsWhere(
    user,
    (role) => (addUser || selectorRoles.includes(role.userRoleKey)) && !inactive.has(role.accountId) && (!parentsOnly || role.parentAccountId === null),
  );
}

/** The /billing selector: parent accounts only. */
export const billingAccounts = (user: RoleUser): AccountChoice[] => selectorAccounts(user, { parentsOnly: true });

/** The selection to show: the one asked for while it is allowed, else 'n' (never chosen for the user). */
export function effectiveSelection(accounts: readonly AccountChoice[], asked: number | undefined): AccountSelection {
  return asked !== undefined && accounts.some((a) => a.accountId === asked) ? asked : NOT_SELECTED;
}

/** Whether the payment side (methods, paying) is the user's on this account. */
export const mayPay = (user: RoleUser, accountId: number): boolean =>
  user.userAccountRoles.some((r) => r.accountId === accountId && paymentRoles.includes(r.userRoleKey));

