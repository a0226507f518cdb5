import { ASSIST_REQUEST_MAX } from '@/contract/assist';
import type { User } from '@/contract/session';

/**
 * Submit is enabled only when the request text is non-empty, a location and an originating number
 * are chosen, it is not already submitting, and, for a request on an existing task, the
 * permission checkbox is ticked (core §5 Assist request).
 */
export function canSubmitAssist(form: {
  request: string;
  locationId: number | null;
  outboundPhoneNumberId: number | null;
  submitting: boolean;
  onExistingTask: boolean;
  permission: boolean;
}): boolean {
  const text = form.request.trim();
  return (
    text.length > 0 &&
    form.request.length <= ASSIST_REQUEST_MAX &&
    form.locationId !== null &&
    form.outboundPhoneNumberId !== null &&
    !form.submitting &&
    (!form.onExistingTask || form.permission)
  );
}

/**
 * The room left (in characters) at which a screen reader is told how much is left: once as each is
 * crossed, not after every key (the visible 'N / 1000' counter is the field's description).
 */
export const ASSIST_COUNTER_STEPS = [100, 10, 0] as const;

/** The smallest step the request's room left has come down to, or null while more room is left than the largest step. */
export function assistCounterStep(length: number): number | null {
  const left = ASSIST_REQUEST_MAX - length;
  let reached: number | null = null;
  for (const step of ASSIST_COUNTER_STEPS) if (left <= step) reached = step;
  return reached;
}

export interface AssistLocation {
  locationId: number;
  locationName: string;
  accountName: string;
}

/**
 * The locations the user may ask for, each once, by account in role order: a location role's own
 * location, and every location of an account where the role has none (an account-wide admin asks
 * for any of its offices, as the server allows).
 */
export function assistLocations(user: Pick<User, 'userAccountRoles'>): { accountName: string; locations: AssistLocation[] }[] {
  const seen = new Set<number>();
  const groups = new Map<string, AssistLocation[]>();
  for (const r of user.userAccountRoles) {
    for (const l of r.locations) {
      if (seen.has(l.locationId)) continue;
      seen.add(l.locationId);
      const group = groups.get(r.accountName) ?? [];
      group.push({ locationId: l.locationId, locationName: l.locationName, accountName: r.accountName });
      groups.set(r.accountName, group);
    }
  }
  return [...groups].map(([accountName, locations]) => ({ accountName, locations }));
}

/** The originating numbers: the user's assist numbers first, then their other numbers, each once. */
export function assistNumbers(user: Pick<User, 'assistPatchNumbers' | 'patchNumbers'>): { phoneNumberId: number; phoneNumber: string }[] {
  const seen = new Set<number>();
  return [...user.assistPatchNumbers, ...user.patchNumbers].filter((n) => !seen.has(n.phoneNumberId) && Boolean(seen.add(n.phoneNumberId)));
}
