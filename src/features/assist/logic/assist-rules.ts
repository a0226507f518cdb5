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

/** The locations the user works in (their location roles), each once. */
export function assistLocations(user: Pick<User, 'userAccountRoles'>): { locationId: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const r of user.userAccountRoles) {
    if (r.locationId !== null && !seen.has(r.locationId)) seen.set(r.locationId, `${r.accountName} – ${r.locationName ?? r.locationId}`);
  }
  return [...seen].map(([locationId, label]) => ({ locationId, label }));
}

/** The originating numbers: the user's assist numbers first, then their other numbers, each once. */
export function assistNumbers(user: Pick<User, 'assistPatchNumbers' | 'patchNumbers'>): { phoneNumberId: number; phoneNumber: string }[] {
  const seen = new Set<number>();
  return [...user.assistPatchNumbers, ...user.patchNumbers].filter((n) => !seen.has(n.phoneNumberId) && Boolean(seen.add(n.phoneNumberId)));
}
