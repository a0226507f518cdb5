import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { PHONE_REGIONS, type PhoneCountry } from './phone';
import { PHONE_ENTRY_MAX_LENGTH, phoneEntryCheck, phoneEntryProblem } from './phone-entry-check';

describe('phoneEntryProblem', () => {
  it('has nothing to say about an empty entry or a valid number, however it is written', () => {
    expect(phoneEntryProblem('', 'US')).toBeNull();
    expect(phoneEntryProblem('   ', 'US')).toBeNull();
    for (const written of ['5035550100', '503-555-0100', '(503) 555-0100', '503.555.0100', '+1 503 555 0100', '1 503 555 0100']) {
      expect(phoneEntryProblem(written, 'US'), written).toBeNull();
    }
    expect(phoneEntryProblem('01512/3456789', 'DE')).toBeNull();
  });

  it('calls letters and symbols no number has a problem of characters, whatever the digit count', () => {
    expect(phoneEntryProblem('abc', 'US')).toBe('characters');
    expect(phoneEntryProblem('503555010o', 'US')).toBe('characters');
    expect(phoneEntryProblem('abc 503 555 0100', 'US')).toBe('characters');
    expect(phoneEntryProblem('1-800-FLOWERS', 'US')).toBe('characters');
    expect(phoneEntryProblem('503#5550100', 'US')).toBe('characters');
    // A + belongs only in front.
    expect(phoneEntryProblem('503+5550100', 'US')).toBe('characters');
  });

  it('tells a short number from one with too many digits', () => {
    expect(phoneEntryProblem('503555', 'US')).toBe('incomplete');
    expect(phoneEntryProblem('+', 'US')).toBe('incomplete');
    expect(phoneEntryProblem('50355501001', 'US')).toBe('tooLong');
    expect(phoneEntryProblem('07400 1234567', 'GB')).toBe('tooLong');
  });
});

describe('phoneEntryCheck', () => {
  it('gives the E.164 number of a valid entry', () => {
    expect(phoneEntryCheck('(503) 555-0100', 'US')).toEqual({ e164: '+15035550100', valid: true, problem: null });
  });

  it('does not read a number out of text with letters', () => {
    expect(phoneEntryCheck('tel 5035550100', 'US')).toEqual({ e164: null, valid: false, problem: 'characters' });
  });
});

describe('PHONE_ENTRY_MAX_LENGTH', () => {
  it('holds every allowed region\'s number written out in full, nationally and internationally', () => {
    for (const country of Object.keys(PHONE_REGIONS) as PhoneCountry[]) {
      const example = getExampleNumber(country, examples)!;
      for (const written of [example.formatInternational(), example.formatNational()]) {
        expect(written.length, written).toBeLessThanOrEqual(PHONE_ENTRY_MAX_LENGTH);
        expect(phoneEntryProblem(written, country), written).toBeNull();
      }
    }
  });
});
