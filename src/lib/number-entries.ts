/**
 * What the blocked-number and VIP-caller entry dialogs share (spec core §5 "Blocking", "VIP
 * contacts"): the draft and its errors, and the list search. Each area's own limits are in
 * features/blocked/logic and features/vip/logic.
 */
import { digitsOnly } from './phone';

export interface EntryDraft {
  phoneValid: boolean;
  name: string;
  company: string;
}

export interface EntryErrors {
  phone?: 'invalid';
  name?: 'tooLong' | 'required';
  company?: 'tooLong';
}

export const hasErrors = (errors: EntryErrors): boolean => Object.keys(errors).length > 0;

/** Case-insensitive search on name and company; numbers compared on digits only. */
export function matchesEntrySearch(
  entry: { phoneNumber: string; name: string | null; company: string | null },
  search: string,
): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  if ((entry.name ?? '').toLowerCase().includes(text) || (entry.company ?? '').toLowerCase().includes(text))
    return true;
  const digits = digitsOnly(text);
  return digits.length > 0 && digitsOnly(entry.phoneNumber).includes(digits);
}
