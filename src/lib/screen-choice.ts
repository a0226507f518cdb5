import type { User } from '@/contract/session';

/** The screen the portal shows by login state (spec core §2 "Which screen shows"). */
export type ScreenChoice =
  | 'quotes'
  | 'reset'
  | 'splash'
  | 'empty'
  | 'passwordChangeRequest'
  | 'setNewPassword'
  | 'twoFactor'
  | 'main';

/** Session states of core §4 (other states are not shown by the spec). */
export type SessionState = 'startup' | 'quotes' | 'reset' | 'cookie' | 'active';

export interface ScreenChoiceInput {
  state: SessionState;
  /** Show the splash (rather than an empty page) while not active. */
  splash: boolean;
  user: Pick<User, 'temporaryPassword' | 'twoFactor' | 'sessionTwoFactor' | 'agentSession'> | null;
  /** This tab runs an agent (impersonation) session. */
  agentSession: boolean;
  /** The user asked to change the password by hand. */
  manualPasswordChange: boolean;
  passwordChangeKey: string | null;
  /** Epoch milliseconds when the change key expires; null = no expiry known. */
  passwordChangeKeyExpiration: number | null;
  now: number;
}

export function hasValidChangeKey(input: Pick<ScreenChoiceInput, 'passwordChangeKey' | 'passwordChangeKeyExpiration' | 'now'>): boolean {
  if (!input.passwordChangeKey) return false;
  return input.passwordChangeKeyExpiration === null || input.passwordChangeKeyExpiration > input.now;
}

export function chooseScreen(input: ScreenChoiceInput): ScreenChoice {
  if (input.state === 'quotes') return 'quotes';
  if (input.state === 'reset') return 'reset';
  const user = input.user;
  if (input.state !== 'active' || !user) return input.splash ? 'splash' : 'empty';
  const agent = input.agentSession || user.agentSession === 'Y';
  if ((user.temporaryPassword === 'Y' || input.manualPasswordChange) && !agent) {
    return hasValidChangeKey(input) ? 'setNewPassword' : 'passwordChangeRequest';
  }
  if (user.twoFactor === 'Y' && user.sessionTwoFactor !== 'Y') return 'twoFactor';
  return 'main';
}
