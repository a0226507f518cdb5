import { describe, expect, it } from 'vitest';
import type { Status } from '@/contract/status';
import enStatus from '@/locales/en/status.json';
import {
  englishList,
  nameAfterSaveToggle,
  newStatusDefaults,
  ONE_TIME_NAME,
  statusSummary,
  validateStatusForm,
  withCode,
  type StatusFormValues,
  type StatusValidationContext,
  type SummaryLine,
} from './status-rules';

const now = new Date(2026, 10, 16, 10, 2);
const form = (patch: Partial<StatusFormValues> = {}): StatusFormValues => ({ ...newStatusDefaults(), ...patch });

/** Resolves a key of the status namespace the way i18next does (enough for these texts). */
function text(key: string, values: Record<string, string> = {}): string {
  const raw = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enStatus);
  return String(raw).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
const render = (lines: SummaryLine[]) => lines.map((l) => text(l.key, l.values)).join(' ');

describe('new status defaults and name rules', () => {
  it('starts as One Time, not taking calls, for the rest of the day', () => {
    const d = newStatusDefaults();
    expect(d).toMatchObject({ statusName: 'One Time', saved: false, takingCalls: false, durationCode: 'DAY', startTime: null });
    expect(d.rejectNames).toEqual([]);
    expect(d.contactNumbers).toEqual([]);
  });

  it('Save on clears the name One Time and keeps any other name', () => {
    expect(nameAfterSaveToggle(ONE_TIME_NAME, true)).toBe('');
    expect(nameAfterSaveToggle('At court', true)).toBe('At court');
  });

  it('Save off with an empty name sets One Time', () => {
    expect(nameAfterSaveToggle('', false)).toBe('One Time');
    expect(nameAfterSaveToggle('  ', false)).toBe('One Time');
    expect(nameAfterSaveToggle('Lunch', false)).toBe('Lunch');
  });

  it('changing a code clears its linked list id', () => {
    expect(withCode('duration', 'WEEK')).toEqual({ durationCode: 'WEEK', durationStatusListId: null });
    expect(withCode('message', 'LUNCH')).toEqual({ messageCode: 'LUNCH', messageStatusListId: null });
  });
});

describe('validateStatusForm', () => {
  const ctx: StatusValidationContext = { now, isNew: true };
  const errorText = (values: StatusFormValues, c = ctx) =>
    Object.fromEntries(Object.entries(validateStatusForm(values, c)).map(([k, v]) => [k, text(v)]));

  it('accepts the defaults', () => {
    expect(validateStatusForm(form(), ctx)).toEqual({});
  });

  it('custom end before the start', () => {
    const values = form({ durationCode: 'CUSTOM', startTime: new Date(2026, 10, 17, 9), customEnd: new Date(2026, 10, 17, 8) });
    expect(errorText(values)).toEqual({ customEnd: 'The end time must be after the start time.' });
    expect(errorText(values, { ...ctx, form: 'schedule' })).toEqual({ customEnd: 'The end time is before the start time.' });
  });

  it('custom end in the past', () => {
    const values = form({ durationCode: 'CUSTOM', customEnd: new Date(2026, 10, 16, 9) });
    expect(errorText(values)).toEqual({ customEnd: 'The end time is in the past.' });
  });

  it('start in the past for a new status only', () => {
    const values = form({ startTime: new Date(2026, 10, 16, 9, 55) });
    expect(errorText(values)).toEqual({ startTime: 'The start time is in the past.' });
    expect(validateStatusForm(values, { now, isNew: false })).toEqual({});
    // The current minute still counts as now.
    expect(validateStatusForm(form({ startTime: new Date(2026, 10, 16, 10, 2) }), ctx)).toEqual({});
  });

  it('the custom end is ignored unless the duration is CUSTOM', () => {
    expect(validateStatusForm(form({ durationCode: 'DAY', customEnd: new Date(2020, 0, 1) }), ctx)).toEqual({});
  });

  it('limits names, extra instructions, caller lists and Call Me Here numbers', () => {
    expect(errorText(form({ statusName: 'x'.repeat(101) }))).toEqual({ statusName: 'Use at most 100 characters.' });
    expect(validateStatusForm(form({ statusName: 'x'.repeat(100) }), ctx)).toEqual({});
    expect(errorText(form({ instructions: 'x'.repeat(151) }))).toEqual({ instructions: 'Use at most 150 characters.' });
    expect(errorText(form({ rejectNames: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual({ rejectNames: 'Add at most 5 callers.' });
    expect(validateStatusForm(form({ acceptNames: ['a', 'b', 'c', 'd', 'e'], rejectNames: ['f', 'g', 'h', 'i', 'j'] }), ctx)).toEqual({});
    expect(errorText(form({ acceptNames: ['x'.repeat(101)] }))).toEqual({ acceptNames: 'Caller names are at most 100 characters.' });
    const six = ['+15035550101', '+15035550102', '+15035550103', '+15035550104', '+15035550105', '+15035550106'];
    expect(errorText(form({ contactNumbers: six }))).toEqual({ contactNumbers: 'Add at most 5 numbers.' });
    expect(errorText(form({ contactNumbers: ['5035550101'] }))).toEqual({
      contactNumbers: 'Enter full phone numbers: + and the country code, then the number (+15035550101).',
    });
    // Too short to dial, and a number twice (the server's rule too: src/domain/status/status-limits.ts).
    expect(errorText(form({ contactNumbers: ['+1503555'] }))).toEqual({
      contactNumbers: 'Enter full phone numbers: + and the country code, then the number (+15035550101).',
    });
    expect(errorText(form({ contactNumbers: ['+15035550101', '+15035550101'] }))).toEqual({ contactNumbers: 'This number is already in the list.' });
    expect(validateStatusForm(form({ contactNumbers: six.slice(0, 5) }), ctx)).toEqual({});
  });

  it("takes a caller on one list only, once: names compare trimmed and ignoring case (the server's rule too)", () => {
    const inBoth = "A caller can't be in both lists: remove the name from one of them (names match regardless of capitalization).";
    expect(errorText(form({ rejectNames: ['Bob'], acceptNames: ['bob'] }))).toEqual({ rejectNames: inBoth, acceptNames: inBoth });
    expect(errorText(form({ rejectNames: ['Bob', ' BOB '] }))).toEqual({ rejectNames: 'A caller is in this list twice (names match regardless of capitalization).' });
    expect(errorText(form({ acceptNames: ['Alice', 'alice'], rejectNames: ['Alice'] }))).toEqual({
      acceptNames: 'A caller is in this list twice (names match regardless of capitalization).',
      rejectNames: inBoth,
    });
    expect(validateStatusForm(form({ rejectNames: ['Bob'], acceptNames: ['Bobby', 'Alice'] }), ctx)).toEqual({});
    // The count comes first.
    expect(errorText(form({ rejectNames: ['a', 'b', 'c', 'd', 'e', 'A'] }))).toEqual({ rejectNames: 'Add at most 5 callers.' });
  });

  it('an edit must keep a name; a new status may have none', () => {
    const edit: StatusValidationContext = { now, isNew: false };
    expect(errorText(form({ statusName: '' }), edit)).toEqual({ statusName: 'Enter a name for this status.' });
    expect(errorText(form({ statusName: '   ' }), edit)).toEqual({ statusName: 'Enter a name for this status.' });
    expect(validateStatusForm(form({ statusName: 'At court' }), edit)).toEqual({});
    expect(validateStatusForm(form({ statusName: '', saved: true }), ctx)).toEqual({});
  });
});

describe('englishList', () => {
  it('reads as Intl.ListFormat in English does', () => {
    const intl = new Intl.ListFormat('en', { type: 'conjunction' });
    for (const items of [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['(212) 555-0100', '(212) 555-0101', '(212) 555-0102', 'Mobile']]) {
      expect(englishList(items)).toBe(intl.format(items));
    }
  });
});

describe('statusSummary', () => {
  const base: Parameters<typeof statusSummary>[0] = {
    takingCalls: 'N',
    messageCode: 'DEFAULT',
    messageStatusText: 'Default',
    instructionCode: 'NONE',
    instructionStatusText: 'None',
    instructions: null,
    exceptions: [],
    contacts: [],
  };
  const contact = (contactData: string, attemptOrder: number): Status['contacts'][number] => ({
    statusContactId: attemptOrder,
    contactMethod: 'PHONE',
    contactData,
    attemptOrder,
  });

  it('not taking calls: calls are held', () => {
    expect(render(statusSummary(base))).toBe("You're not taking calls. Calls are held and the receptionist takes a message.");
  });

  it('not taking calls: callers are told the message, with instructions and contacts for exception callers', () => {
    const summary = statusSummary({
      ...base,
      messageCode: 'COURT',
      messageStatusText: 'In court',
      instructionCode: 'TAKEMSG',
      instructionStatusText: 'Take a message',
      instructions: 'Urgent matters to Ana.',
      exceptions: [
        { statusExceptionId: 1, exceptionName: 'VIP callers', disposition: 'ACCEPT' },
        { statusExceptionId: 2, exceptionName: 'Solicitors', disposition: 'REJECT' },
      ],
      contacts: [contact('+15035550102', 2), contact('+15035550101', 1)],
    });
    expect(render(summary)).toBe(
      "You're not taking calls. Callers are told: \"In court\". The receptionist will: Take a message. " +
        'Calls from VIP callers are put through to 503-555-0101 and 503-555-0102. Calls from Solicitors are not accepted. ' +
        'Extra instructions: Urgent matters to Ana.',
    );
  });

  it('taking calls: the line is tried, then the contacts, except rejected callers', () => {
    expect(render(statusSummary({ ...base, takingCalls: 'Y' }))).toBe("You're taking calls: your line will be tried.");
    const summary = statusSummary({
      ...base,
      takingCalls: 'Y',
      contacts: [contact('+15035550101', 1)],
      exceptions: [{ statusExceptionId: 2, exceptionName: 'Solicitors', disposition: 'REJECT' }],
    });
    expect(render(summary)).toBe(
      "You're taking calls: your line will be tried, then 503-555-0101. Calls from Solicitors are not accepted.",
    );
  });
});
