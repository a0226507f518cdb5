import { partnerRoleKeys, type RoleKey } from '@/contract/common';
import type { User } from '@/contract/session';
import { isBillingOnlyRoleSet } from '@/domain/access/billing-only';
import { mayUseIntegrations } from '@/domain/integrations/integrations-access';
import { phoneRefusal, type PhoneRefusal } from '@/domain/phone/phone-access';
import { isTextRole } from '@/domain/text/text-rules';

/**
 * Role rules of spec core §6 and billing-account §6. Pure; every check takes the user (or the
 * parts of it that matter) so it can be used by routes, the shell and the features alike.
 */
export type RoleUser = Pick<User, 'userAccountRoles'>;
export type PhoneUser = Pick<User, 'userAccountRoles' | 'patchNumbers'>;

/** Roles that are NOT admin-type; every other role is (core §6). */
const nonAdminRoles: readonly RoleKey[] = ['USER', 'GUEST', 'GRASSHOPPERGLOBAL', 'GRASSHOPPER', 'INACTIVE', 'USEROUTCALL'];
const restrictedRoles: readonly RoleKey[] = ['GUEST', 'INACTIVE'];
/** Partner roles: the spec's three named ones plus our three partner-type keys (the contract's list). */
export const partnerRoles: readonly RoleKey[] = partnerRoleKeys;

export const isAdminRole = (role: RoleKey): boolean => !nonAdminRoles.includes(role);
export const isRestrictedRole = (role: RoleKey): boolean => restrictedRoles.includes(role);
export const isPartnerRole = (role: RoleKey): boolean => partnerRoles.includes(role);

export const roleKeysOf = (user: RoleUser): RoleKey[] => user.userAccountRoles.map((r) => r.userRoleKey);
export const hasRole = (user: RoleUser, role: RoleKey): boolean => roleKeysOf(user).includes(role);
const hasAnyRole = (user: RoleUser, roles: readonly RoleKey[]): boolean => roleKeysOf(user).some((r) => roles.includes(r));
const allRolesIn = (user: RoleUser, roles: readonly RoleKey[]): boolean => {
  const keys = roleKeysOf(user);
  return keys.length > 0 && keys.every((r) => roles.includes(r));
};

/** Chat features: chatServiceEnabled Y on at least one account role. */
export const hasChatService = (user: RoleUser): boolean =>
  user.userAccountRoles.some((r) => r.chatServiceEnabled === 'Y');

/** Every role is BILLING_ADMIN: only /billing and /profile (the server's rule too: src/domain/access). */
export const isBillingOnly = (user: RoleUser): boolean => isBillingOnlyRoleSet(roleKeysOf(user));

/** Every role is a partner role: no billing, insights or usage panel. */
export const isPartnerOnly = (user: RoleUser): boolean => allRolesIn(user, partnerRoles);

/** Any account role is past due: the red balance button in the top bar. */
export const isPastDue = (user: RoleUser): boolean => user.userAccountRoles.some((r) => r.isAccountPastDue === 'Y');

export type PhoneDisabledReason = PhoneRefusal;

/**
 * Why the phone toggle is disabled: no phone numbers, or a GRASSHOPPER role; null = enabled. The
 * rule is the server's too (src/domain/phone).
 */
export const phoneDisabledReason = (user: PhoneUser): PhoneDisabledReason | null =>
  phoneRefusal({ patchNumberCount: user.patchNumbers.length, roleKeys: roleKeysOf(user) });

export const canUsePhone = (user: PhoneUser): boolean => phoneDisabledReason(user) === null;

/** Text activity: USERSMS, GRASSHOPPERSMS or any admin-type role. */
export const canSeeText = (user: RoleUser): boolean => roleKeysOf(user).some(isTextRole);

/**
 * Billing (menu item, secondary list, route): billing-only users, and users with GLOBALADMIN or
 * BILLING_ADMIN somewhere who are not partner-only. Hidden for everyone else (restricted section).
 */
export const canSeeBilling = (user: RoleUser): boolean =>
  !isPartnerOnly(user) && hasAnyRole(user, ['GLOBALADMIN', 'BILLING_ADMIN']);

/** Insights (/reports): GLOBALADMIN somewhere and not partner-only; never billing-only users. */
export const canSeeInsights = (user: RoleUser): boolean =>
  !isPartnerOnly(user) && !isBillingOnly(user) && hasRole(user, 'GLOBALADMIN');

/** Account-hub Billing and Insights tiles (billing-account §2): GLOBALADMIN without partner or billing role. */
export const canSeeHubBillingTiles = (user: RoleUser): boolean =>
  hasRole(user, 'GLOBALADMIN') && !hasAnyRole(user, partnerRoles) && !hasRole(user, 'BILLING_ADMIN');

/** Account-hub / secondary-list Company and Settings: hidden for BILLING_ADMIN. */
export const canSeeCompanySettings = (user: RoleUser): boolean =>
  user.userAccountRoles.length > 0 && !hasRole(user, 'BILLING_ADMIN');

/** Roles that never reach the settings of an account (billing-account §6; restricted roles of core §6). */
const noSettingsRoles = new Set<string>(['GUEST', 'INACTIVE', 'BILLING_ADMIN']);

/** Whether a role reaches its account's Settings (forwarding, VIP number, greeting). */
export const reachesSettings = (role: { userRoleKey: string }): boolean => !noSettingsRoles.has(role.userRoleKey);

/**
 * The Settings tile and menu entry: as Company, and only for a user with an account whose settings
 * they may open (a guest's Settings page would only say they have no access).
 */
export const canSeeSettings = (user: RoleUser): boolean => canSeeCompanySettings(user) && user.userAccountRoles.some(reachesSettings);

/** Integrations: the rule the server applies too (GLOBALADMIN or GRASSHOPPERGLOBAL, nobody holding BILLING_ADMIN). */
export const canSeeIntegrations = (user: RoleUser): boolean => mayUseIntegrations(user.userAccountRoles);

/** Accounts where blocking/VIP may be managed: those of non-restricted roles (core §6). */
export const unrestrictedRoles = (user: RoleUser): RoleUser['userAccountRoles'] =>
  user.userAccountRoles.filter((r) => !isRestrictedRole(r.userRoleKey));

/** Blocked Contacts: a non-restricted role somewhere (accounts with restricted roles are hidden). */
export const canSeeBlocked = (user: RoleUser): boolean => !isBillingOnly(user) && unrestrictedRoles(user).length > 0;

/** VIP Contacts (a restricted section): a non-restricted role somewhere. */
export const canSeeVip = (user: RoleUser): boolean => !isBillingOnly(user) && unrestrictedRoles(user).length > 0;

/** Extended Report Files tab and export panel: GLOBALADMIN with showExtendedReports Y. */
export const hasExtendedReports = (user: RoleUser): boolean =>
  user.userAccountRoles.some((r) => r.userRoleKey === 'GLOBALADMIN' && r.showExtendedReports === 'Y');

/** Current Usage panel: not for partners (nor billing-only users, who have no dashboard). */
export const canSeeUsagePanel = (user: RoleUser): boolean =>
  user.userAccountRoles.length > 0 && !isPartnerOnly(user) && !isBillingOnly(user);

/** The accounts the Current Usage panel and the Insights selectors list: GLOBALADMIN ones. */
export const globalAdminRoles = (user: RoleUser): RoleUser['userAccountRoles'] =>
  user.userAccountRoles.filter((r) => r.userRoleKey === 'GLOBALADMIN');

/** The accounts where the user is GLOBALADMIN, each once with its role row (the Insights and Web Leads selectors). */
export function globalAdminAccounts(user: RoleUser): RoleUser['userAccountRoles'] {
  const seen = new Map<number, RoleUser['userAccountRoles'][number]>();
  for (const r of globalAdminRoles(user)) if (!seen.has(r.accountId)) seen.set(r.accountId, r);
  return [...seen.values()];
}

/** The user's companies, each once, in the order of their roles (the list screens' company choices). */
export function accountsOf(user: RoleUser): { accountId: number; accountName: string }[] {
  const seen = new Map<number, string>();
  for (const role of user.userAccountRoles) if (!seen.has(role.accountId)) seen.set(role.accountId, role.accountName);
  return [...seen].map(([accountId, accountName]) => ({ accountId, accountName }));
}

/** GLOBALADMIN on that account: edits its company information, VIP forwarding number and recordings (billing-account §6). */
export const isGlobalAdminOf = (user: RoleUser, accountId: number): boolean =>
  user.userAccountRoles.some((r) => r.accountId === accountId && r.userRoleKey === 'GLOBALADMIN');
