import {
  MAX_EXCEPTIONS_PER_DISPOSITION,
  STATUS_INSTRUCTIONS_MAX,
  STATUS_TEXT_MAX,
  type Disposition,
} from '../../contract/status';

/**
 * The status editor's limits as the server applies them to a saved status (spec core §5 "Status
 * editor", §9). The editor checks the same limits field by field in
 * src/features/status/logic/status-rules.ts; the numbers live in src/contract/status.ts.
 */
export type StatusLimitProblem = 'nameTooLong' | 'instructionsTooLong' | 'tooManyCallers';

export interface StatusDetails {
  statusName: string | null;
  instructions: string | null;
  exceptions: readonly { disposition: Disposition }[];
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
  return null;
}
