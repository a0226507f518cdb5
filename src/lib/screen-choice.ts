import type { User } from '@/contract/session';

/** The screen the portal shows by login state (spec core §2 "Which screen shows"). */
export type ScreenChoice =
  | 'quotes'
  | 'reset'
  | 'migrate'
  | 'splash'
  | 'empty'
  | 'passwordChangeRequest'
  | 'setNewPassword'
  | 'twoFactor'
  /** "Stay Logged In?" after a fresh login: the last step of logging in (app/session/use-session.ts). */
  | 'stayLoggedIn'
  /** A tab without a session while this browser runs an agent session in another tab. */
  | 'agentElsewhere'
  | 'main';

/** Session states of core §4 (other states are not shown by the spec). */
export type SessionState = 'startup' | 'quotes' | 'reset' | 'migrate' | 'cookie' | 'active' | 'agentElsewhere';

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
  if (input.state === 'migrate') return 'migrate';
  if (input.state === 'agentElsewhere') return 'agentElsewhere';
  const user = input.user;
  if (input.state !== 'active' || !user) return input.splash ? 'splash' : 'empty';
  const agent = input.agentSession || user.agentSession === 'Y';
  if ((user.temporaryPassword === 'Y' || input.manualPasswordChange) && !agent) {
    return hasValidChangeKey(input) ? 'setNewPassword' : 'passwordChangeRequest';
  }
  if (user.twoFactor === 'Y' && user.sessionTwoFactor !== 'Y') return 'twoFactor';
  return 'main';
}

/**
 * The gate the server holds this session at (server/http/session-gate.ts): until it is passed the
 * API answers only the gate screens' calls, so the portal starts no live updates or push.
 */
export function serverGate(
  user: Pick<User, 'temporaryPassword' | 'twoFactor' | 'sessionTwoFactor' | 'agentSession'>,
  agentSession: boolean,
): 'temporaryPassword' | 'twoFactor' | null {
  if (agentSession || user.agentSession === 'Y') return null;
  if (user.temporaryPassword === 'Y') return 'temporaryPassword';
  if (user.twoFactor === 'Y' && user.sessionTwoFactor !== 'Y') return 'twoFactor';
  return null;
}
