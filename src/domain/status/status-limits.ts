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
export type StatusLimitProblem = 'nameTooLong' | 'instructionsTooLong' | 'tooManyCallers' | CallerNameProblem | 'numberInvalid' | 'numberRepeated';

export interface StatusDetails {
  statusName: string | null;
  instructions: string | null;
  exceptions: readonly { exceptionName: string; disposition: Disposition }[];
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

/**
 * An update keeps the status's name: an empty or blank name is refused ('nameMissing'). A new
 * status may be created without one (it is then called 'Unnamed Status', core §4), so the create
 * does not apply this rule.
 */
export function updatedNameProblem(name: string | null | undefined): 'nameMissing' | null {
  return name?.trim() ? null : 'nameMissing';
}

/** A caller's name as the two caller lists compare it: trimmed, case-insensitive ("Bob" = " bob "). */
export const callerNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * A caller is on at most one of the two lists (not accepting, accepting), and there once:
 * 'callerRepeated' for a list that holds a name twice, else 'callerInBothLists' for a list that
 * holds a name of the other list; null when fine.
 */
export type CallerNameProblem = 'callerRepeated' | 'callerInBothLists';

/** Each caller list's problem with its names (see CallerNameProblem). */
export function callerListProblems(lists: { reject: readonly string[]; accept: readonly string[] }): { reject: CallerNameProblem | null; accept: CallerNameProblem | null } {
  const reject = lists.reject.map(callerNameKey);
  const accept = lists.accept.map(callerNameKey);
  const problem = (own: string[], other: string[]): CallerNameProblem | null => {
    if (new Set(own).size < own.length) return 'callerRepeated';
    return own.some((name) => other.includes(name)) ? 'callerInBothLists' : null;
  };
  return { reject: problem(reject, accept), accept: problem(accept, reject) };
}

/** The caller names' problem of a status's exceptions (either list), or null. */
export function callerNamesProblem(exceptions: StatusDetails['exceptions']): CallerNameProblem | null {
  const names = (disposition: Disposition) => exceptions.filter((e) => e.disposition === disposition).map((e) => e.exceptionName);
  const problems = callerListProblems({ reject: names('REJECT'), accept: names('ACCEPT') });
  return problems.reject ?? problems.accept;
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
  return callerNamesProblem(details.exceptions) ?? callMeHereProblem(details.contactNumbers);
}
