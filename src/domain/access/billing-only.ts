/**
 * Billing-only users (core §2, billing-account §6 "Users whose roles are all BILLING_ADMIN are
 * sent to /billing; only /billing and /profile are allowed to them"): one rule for the SPA's menu
 * and redirects (src/lib/roles.ts) and the server, which answers such a user only the endpoints
 * the contract opens to them (`openToBillingOnly`: server/http/billing-only.ts).
 */
import type { RoleKey } from '../../contract/common';

const billingAdmin: RoleKey = 'BILLING_ADMIN';

/** Every role the user holds is BILLING_ADMIN (a user without roles is not billing-only). */
export function isBillingOnlyRoleSet(roleKeys: readonly string[]): boolean {
  return roleKeys.length > 0 && roleKeys.every((role) => role === billingAdmin);
}

/** The pages a billing-only user may open (billing-account §6). */
export const billingOnlyPages = ['/billing', '/profile'] as const;

/** `pathname` is the page `base` or one below it. */
export const withinPage = (pathname: string, base: string): boolean => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Where a billing-only user asking for `pathname` is sent: null when it is one of their pages, else
 * /billing. The SPA's redirects and the login's hand-off (which sends them straight there, so the
 * first load never asks for a page the server refuses them) both apply it.
 */
export function billingOnlyLanding(pathname: string): string | null {
  return billingOnlyPages.some((page) => withinPage(pathname, page)) ? null : '/billing';
}
