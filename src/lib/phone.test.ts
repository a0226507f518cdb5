import { getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import {
  PHONE_REGIONS,
  allowedPhoneCountries,
  isTooLongNationalNumber,
  isValidNationalNumber,
  normalizeToE164,
  phoneEntryFor,
  phoneEntryValue,
  UK_PHONE_COUNTRIES,
  US_PHONE_COUNTRIES,
  type PhoneCountry,
} from './phone';

describe('region facts', () => {
  it('match libphonenumber-js example numbers and calling codes', () => {
    for (const country of Object.keys(PHONE_REGIONS) as PhoneCountry[]) {
      const example = getExampleNumber(country, examples);
      expect(example?.nationalNumber.length, country).toBe(PHONE_REGIONS[country].exampleLength);
      expect(getCountryCallingCode(country), country).toBe(PHONE_REGIONS[country].callingCode);
    }
  });

  it('offers US only, or the UK variant list', () => {
    expect(allowedPhoneCountries(false)).toEqual(['US']);
    expect(allowedPhoneCountries(true)).toEqual([
      'GB', 'DE', 'FR', 'IT', 'ES', 'IE', 'PL', 'DK', 'SE', 'NO', 'US', 'NL',
    ]);
  });
});

describe('normalizeToE164', () => {
  it('prepends +1 to a 10-digit US number', () => {
    expect(normalizeToE164('(555) 123-4567')).toBe('+15551234567');
    expect(normalizeToE164('555.123.4567', 'US')).toBe('+15551234567');
  });
  it('keeps an 11-digit number starting with 1 and an explicit +', () => {
    expect(normalizeToE164('1 555 123 4567')).toBe('+15551234567');
    expect(normalizeToE164('+44 7400 123456')).toBe('+447400123456');
  });
  it('returns null for nothing dialable', () => {
    expect(normalizeToE164('')).toBeNull();
    expect(normalizeToE164('12345')).toBeNull();
  });
  it('drops the trunk prefix on the UK variant', () => {
    expect(normalizeToE164('07400 123456', 'GB')).toBe('+447400123456');
    expect(normalizeToE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(normalizeToE164('312 345 6789', 'IT')).toBe('+393123456789');
  });
});

describe('isValidNationalNumber', () => {
  it('is valid when the length equals the example number length', () => {
    expect(isValidNationalNumber('555-123-4567', 'US')).toBe(true);
    expect(isValidNationalNumber('+1 555 123 4567', 'US')).toBe(true);
    expect(isValidNationalNumber('07400 123456', 'GB')).toBe(true);
    expect(isValidNationalNumber('40 61 23 45', 'NO')).toBe(true);
  });
  it('is invalid when too short or too long', () => {
    expect(isValidNationalNumber('555-123-456', 'US')).toBe(false);
    expect(isValidNationalNumber('555-123-45678', 'US')).toBe(false);
    expect(isValidNationalNumber('', 'US')).toBe(false);
    expect(isValidNationalNumber('0740012345', 'GB')).toBe(false);
  });
});

describe('isTooLongNationalNumber', () => {
  it('is true only past the length of the region\'s numbers (a short entry may still be typed to completion)', () => {
    expect(isTooLongNationalNumber('555-123', 'US')).toBe(false);
    expect(isTooLongNationalNumber('555-123-4567', 'US')).toBe(false);
    expect(isTooLongNationalNumber('1 555 123 4567', 'US')).toBe(false);
    expect(isTooLongNationalNumber('555-123-45678', 'US')).toBe(true);
    expect(isTooLongNationalNumber('020 7946 0958', 'GB')).toBe(false);
    expect(isTooLongNationalNumber('020 7946 09581', 'GB')).toBe(true);
  });
});

describe('a number handed to a phone entry', () => {
  it('shows a US number as NNN-NNN-NNNN, valid with its E.164 value', () => {
    expect(phoneEntryFor('+15555550100', US_PHONE_COUNTRIES)).toEqual({ country: 'US', text: '555-555-0100' });
    expect(phoneEntryValue('555-555-0100', 'US')).toEqual({ e164: '+15555550100', valid: true });
  });
  it('picks the region of the allowed countries by calling code (UK variant)', () => {
    expect(phoneEntryFor('+447400123456', UK_PHONE_COUNTRIES)).toEqual({ country: 'GB', text: '+447400123456' });
    expect(phoneEntryValue('+447400123456', 'GB')).toEqual({ e164: '+447400123456', valid: true });
    expect(phoneEntryFor('+15555550100', UK_PHONE_COUNTRIES)).toEqual({ country: 'US', text: '555-555-0100' });
    expect(phoneEntryFor('+353851234567', UK_PHONE_COUNTRIES).country).toBe('IE');
  });
  it('keeps a number of no allowed region in the first country, where it is invalid', () => {
    expect(phoneEntryFor('+447400123456', US_PHONE_COUNTRIES)).toEqual({ country: 'US', text: '+447400123456' });
    expect(phoneEntryValue('+447400123456', 'US')).toEqual({ e164: null, valid: false });
    expect(phoneEntryFor('', US_PHONE_COUNTRIES)).toEqual({ country: 'US', text: '' });
  });
});
