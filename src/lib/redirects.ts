import { billingOnlyLanding, withinPage as within } from '@/domain/access/billing-only';
import { isBillingOnly, isPartnerOnly, type RoleUser } from './roles';

/**
 * Where a signed-in user must go from `pathname` (spec core §2 Redirect rules); null = stay.
 * - every role BILLING_ADMIN → /billing; only /billing and /profile are allowed;
 * - every role a partner role → / when on /billing or /reports.
 */
export function redirectFor(user: RoleUser, pathname: string): string | null {
  if (isBillingOnly(user)) return billingOnlyLanding(pathname);
  if (isPartnerOnly(user) && (within(pathname, '/billing') || within(pathname, '/reports'))) return '/';
  return null;
}
