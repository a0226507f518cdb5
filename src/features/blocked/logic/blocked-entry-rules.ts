import { BLOCK_TEXT_MAX } from '@/contract/blocked';
import type { EntryDraft, EntryErrors } from '@/lib/number-entries';

/** Blocking: a valid phone; name and company at most 100 characters each. */
export function blockEntryErrors(draft: EntryDraft): EntryErrors {
  const errors: EntryErrors = {};
  if (!draft.phoneValid) errors.phone = 'invalid';
  if (draft.name.trim().length > BLOCK_TEXT_MAX) errors.name = 'tooLong';
  if (draft.company.trim().length > BLOCK_TEXT_MAX) errors.company = 'tooLong';
  return errors;
}
