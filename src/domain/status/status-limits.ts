import {
  MAX_EXCEPTIONS_PER_DISPOSITION,
  STATUS_INSTRUCTIONS_MAX,
  STATUS_TEXT_MAX,
  type Disposition,
} from '../../contract/status';
import { toStoredPhoneNumber } from '../numbers/stored-number';

/**
 * The status editor's limits as the server applies them to a saved status (spec core §5 "Status
 * editor", §9). The editor checks the same limits field by field in
 * src/features/status/logic/status-rules.ts; the numbers live in src/contract/status.ts.
 */
export type StatusLimitProblem = 'nameTooLong' | 'instructionsTooLong' | 'tooManyCallers' | 'numberInvalid' | 'numberRepeated';

export interface StatusDetails {
  statusName: string | null;
  instructions: string | null;
  exceptions: readonly { disposition: Disposition }[];
  /** The Call Me Here numbers, in their stored form (+ and digits). */
  contactNumbers: readonly string[];
}

/** A Call Me Here number as stored: a dialable number, + and the country code first (core §5 Phone entry). */
export const isCallMeHereNumber = (n: string): boolean => toStoredPhoneNumber(n) === n;

/** The Call Me Here list's problem: a number that cannot be dialled, or one listed twice; null when fine. */
export function callMeHereProblem(numbers: readonly string[]): 'numberInvalid' | 'numberRepeated' | null {
  if (numbers.some((n) => !isCallMeHereNumber(n))) return 'numberInvalid';
  return new Set(numbers).size < numbers.length ? 'numberRepeated' : null;
}

/** The first limit the status breaks, or null. */
export function statusLimitProblem(details: StatusDetails): StatusLimitProblem | null {
  const tooLong = (v: string | null, max: number) => (v?.length ?? 0) > max;
  if (tooLong(details.statusName, STATUS_TEXT_MAX)) return 'nameTooLong';
  if (tooLong(details.instructions, STATUS_INSTRUCTIONS_MAX)) return 'instructionsTooLong';
  for (const disposition of ['ACCEPT', 'REJECT'] as const) {
    if (details.exceptions.filter((e) => e.disposition === disposition).length > MAX_EXCEPTIONS_PER_DISPOSITION)
      return 'tooManyCallers';
  }
  return callMeHereProblem(details.contactNumbers);
}
