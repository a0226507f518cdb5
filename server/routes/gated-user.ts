/**
 * The reduced GET /api/me payloads.
 *
 * While the session waits at a gate (server/http/session-gate.ts): the same contract
 * shape, so the SPA's start-up and screen choice work unchanged, but only what the gate screens
 * show (who is signing in and which gate applies). Accounts, contacts, numbers, statuses and
 * insights stay out until the gate is passed.
 */
import type { User } from '../../src/contract/session';

/** What neither reduced payload carries: the accounts' numbers, contacts, statuses, leads and links. */
const noAccountData = {
  patchNumbers: [],
  assistPatchNumbers: [],
  contacts: [],
  selfContact: null,
  scheduledStatuses: [],
  leadCount: 0,
  callLeadCount: 0,
  chatLeadCount: 0,
  currentClientCount: 0,
  usageNotifications: [],
  transferLinks: [],
  greeting: null,
} satisfies Partial<User>;

export function gatedUser(user: User): User {
  return {
    userId: user.userId,
    accessPin: null,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: null,
    holdCalls: 'N',
    fullAccess: 'N',
    temporaryPassword: user.temporaryPassword,
    twoFactor: user.twoFactor,
    sessionTwoFactor: user.sessionTwoFactor,
    agentSession: user.agentSession,
    userAccountRoles: [],
    ...noAccountData,
    companyWebsite: null,
  };
}

/**
 * GET /api/me of a billing-only user (every role BILLING_ADMIN: only /billing and /profile, core §2):
 * the user, their accounts' roles (the billing screen's account choices) and the profile fields, but
 * not the accounts' contacts, statuses, leads or links, which belong to screens they may not open
 * (the endpoints behind those screens refuse them too: server/http/billing-only.ts).
 */
export function billingOnlyUser(user: User): User {
  return { ...user, ...noAccountData };
}
