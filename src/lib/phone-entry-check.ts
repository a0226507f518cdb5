/**
 * What is wrong with a phone entry's text, if anything (spec core §5 "Phone entry"): the rule of
 * `phoneEntryValue` (the national number's length equals the region's example number's), plus the
 * characters a written number may have, so that 'abc 503 555 0100' is not read as a number.
 */
import { isTooLongNationalNumber, phoneEntryValue, type PhoneCountry, type PhoneEntryValue } from './phone';

/**
 * The most characters a phone entry takes: any number of the allowed regions written out in full
 * ('+353 (0)87 123 4567' is 19), with room for a separator more. Past it, only a paste of
 * something that is not a phone number could go.
 */
export const PHONE_ENTRY_MAX_LENGTH = 20;

/** Why an entry is not a number to call: a character no number has, too few digits, too many. */
export type PhoneEntryProblem = 'characters' | 'incomplete' | 'tooLong';

/** Digits, a leading +, and the separators people write between groups: spaces, dashes, dots, slashes, brackets. */
const WRITTEN_NUMBER = /^\+?[\d\s().\-/]*$/;

/** The problem of a non-empty entry, or null (valid, or nothing typed yet: nothing to point out). */
export function phoneEntryProblem(raw: string, country: PhoneCountry): PhoneEntryProblem | null {
  const text = raw.trim();
  if (text === '') return null;
  if (!WRITTEN_NUMBER.test(text)) return 'characters';
  if (isTooLongNationalNumber(text, country)) return 'tooLong';
  return phoneEntryValue(text, country).valid ? null : 'incomplete';
}

/** The entry's value (E.164 when valid for the region) and its problem; letters make it invalid. */
export function phoneEntryCheck(raw: string, country: PhoneCountry): PhoneEntryValue & { problem: PhoneEntryProblem | null } {
  const problem = phoneEntryProblem(raw, country);
  if (problem === 'characters') return { e164: null, valid: false, problem };
  return { ...phoneEntryValue(raw, country), problem };
}
