/**
 * The server's half of the gate screens (core §2 "Which screen shows", DESIGN §7): a session whose
 * user must change a temporary password, or has two-factor on that this session has not passed,
 * reaches only the calls those screens need. `requireSession` (every registered endpoint) and the
 * websocket ask `sessionGate`; the endpoints a gate lets through say so in the contract
 * (`duringGate` on their entry). Agent sessions never stop at a gate (core §6: they skip the forced
 * password screen; support staff open them with two-factor satisfied).
 */
import type { SessionGate } from '../../src/contract/endpoint';
import type { RequestSession } from './types';

export type { SessionGate };

export function sessionGate(
  session: Pick<RequestSession, 'supportAgentId' | 'twoFactorSatisfied' | 'userTwoFactor' | 'userTemporaryPassword'>,
): SessionGate | null {
  if (session.supportAgentId) return null;
  // The same order as the SPA's screen choice (src/lib/screen-choice.ts): the password first.
  if (session.userTemporaryPassword) return 'temporaryPassword';
  if (session.userTwoFactor && !session.twoFactorSatisfied) return 'twoFactor';
  return null;
}

/** The X-PORTAL-ERROR of a gated call. */
export const gateMessages: Record<SessionGate, string> = {
  temporaryPassword: 'You must change your temporary password before using the portal.',
  twoFactor: 'Two-factor verification is required before using the portal.',
};
