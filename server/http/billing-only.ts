/**
 * The server's half of "only /billing and /profile" for users whose roles are all BILLING_ADMIN
 * (core §2, billing-account §6): such a session reaches only the endpoints the contract opens to
 * them (`openToBillingOnly` on the entry). Without it, the SPA's menu hid the inbox from them
 * while the API still answered their accounts' texts, VIP and blocked lists and /api/me's
 * contacts. The rule itself (who is billing-only) is src/domain/access/billing-only.ts.
 */
import type { EndpointDef } from '../../src/contract/endpoint';
import { PortalHttpError } from './errors';
import type { RequestSession } from './types';

export const billingOnlyMessage = 'Your role gives access to Billing and Profile only.';

/** Throws 403 when a billing-only session calls an endpoint not open to it. */
export function refuseOutsideBillingOnly(session: Pick<RequestSession, 'userBillingOnly'>, def: Pick<EndpointDef, 'openToBillingOnly'>): void {
  if (session.userBillingOnly && !def.openToBillingOnly) throw new PortalHttpError(403, billingOnlyMessage);
}
