/**
 * Who may use the in-browser phone (core §2 top bar, §5 Contact-link matching): at least one
 * patch number and no GRASSHOPPER role on any account. One rule for the top bar's toggle, the
 * contact-link menu's Call, the phone panel and the server (twilioToken, outcallRequest).
 */
import type { RoleKey } from '../../contract/common';

/** The role that keeps a user off the phone, on whichever account it is held. */
export const phoneDeniedRole: RoleKey = 'GRASSHOPPER';

export type PhoneRefusal = 'noNumbers' | 'role';

export interface PhoneUserFacts {
  /** How many patch numbers (Call From numbers) the user has. */
  patchNumberCount: number;
  roleKeys: readonly RoleKey[];
}

/** Why the user may not use the phone, or null when they may. No numbers is reported first. */
export function phoneRefusal(user: PhoneUserFacts): PhoneRefusal | null {
  if (user.patchNumberCount === 0) return 'noNumbers';
  if (user.roleKeys.includes(phoneDeniedRole)) return 'role';
  return null;
}
