import { VIP_TEXT_LIMIT } from '@/contract/vip';
import type { EntryDraft, EntryErrors } from '@/lib/number-entries';

/** VIP: a valid phone; a name; name and company under 70 characters. */
export function vipEntryErrors(draft: EntryDraft): EntryErrors {
  const errors: EntryErrors = {};
  if (!draft.phoneValid) errors.phone = 'invalid';
  if (!draft.name.trim()) errors.name = 'required';
  else if (draft.name.trim().length >= VIP_TEXT_LIMIT) errors.name = 'tooLong';
  if (draft.company.trim().length >= VIP_TEXT_LIMIT) errors.company = 'tooLong';
  return errors;
}
