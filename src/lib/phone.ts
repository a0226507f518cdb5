/**
 * Phone-number helpers for entry and display (spec core §5 "Phone entry", §9).
 *
 * Kept free of libphonenumber-js so that any screen can format numbers without pulling its
 * metadata into the first route. The per-region facts below (calling code, example national
 * number length, trunk prefix) are checked against libphonenumber-js's mobile examples in
 * phone.test.ts, so they cannot drift from "the example number for the region".
 */
import { formatUsDisplay } from '@/domain/numbers/us-display';

export type PhoneCountry =
  | 'US'
  | 'GB'
  | 'DE'
  | 'FR'
  | 'IT'
  | 'ES'
  | 'IE'
  | 'PL'
  | 'DK'
  | 'SE'
  | 'NO'
  | 'NL';

interface RegionFacts {
  callingCode: string;
  exampleLength: number;
  /** National trunk prefix dropped from the national number ('0' in GB: 07400 → 7400). */
  trunkPrefix: string | null;
}

export const PHONE_REGIONS: Record<PhoneCountry, RegionFacts> = {
  US: { callingCode: '1', exampleLength: 10, trunkPrefix: '1' },
  GB: { callingCode: '44', exampleLength: 10, trunkPrefix: '0' },
  DE: { callingCode: '49', exampleLength: 11, trunkPrefix: '0' },
  FR: { callingCode: '33', exampleLength: 9, trunkPrefix: '0' },
  IT: { callingCode: '39', exampleLength: 10, trunkPrefix: null },
  ES: { callingCode: '34', exampleLength: 9, trunkPrefix: null },
  IE: { callingCode: '353', exampleLength: 9, trunkPrefix: '0' },
  PL: { callingCode: '48', exampleLength: 9, trunkPrefix: null },
  DK: { callingCode: '45', exampleLength: 8, trunkPrefix: null },
  SE: { callingCode: '46', exampleLength: 9, trunkPrefix: '0' },
  NO: { callingCode: '47', exampleLength: 8, trunkPrefix: null },
  NL: { callingCode: '31', exampleLength: 9, trunkPrefix: '0' },
};

/** Countries offered in phone entry: US only, or the UK variant's list (spec core §5). */
export const US_PHONE_COUNTRIES: readonly PhoneCountry[] = ['US'];
export const UK_PHONE_COUNTRIES: readonly PhoneCountry[] = [
  'GB', 'DE', 'FR', 'IT', 'ES', 'IE', 'PL', 'DK', 'SE', 'NO', 'US', 'NL',
];

export function allowedPhoneCountries(ukVariant: boolean): readonly PhoneCountry[] {
  return ukVariant ? UK_PHONE_COUNTRIES : US_PHONE_COUNTRIES;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The national significant number typed for a region: digits, without a trunk prefix. */
export function nationalDigits(value: string, country: PhoneCountry): string {
  const region = PHONE_REGIONS[country];
  let digits = digitsOnly(value);
  if (value.trim().startsWith('+') && digits.startsWith(region.callingCode)) {
    digits = digits.slice(region.callingCode.length);
  } else if (country === 'US') {
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  } else if (region.trunkPrefix && digits.startsWith(region.trunkPrefix)) {
    digits = digits.slice(region.trunkPrefix.length);
  }
  return digits;
}

/** Valid = the national number's length equals the example number's length for the region. */
export function isValidNationalNumber(value: string, country: PhoneCountry = 'US'): boolean {
  return nationalDigits(value, country).length === PHONE_REGIONS[country].exampleLength;
}

/** More digits than the region's numbers have: no further typing can make the entry valid. */
export function isTooLongNationalNumber(value: string, country: PhoneCountry = 'US'): boolean {
  return nationalDigits(value, country).length > PHONE_REGIONS[country].exampleLength;
}

/**
 * E.164 form of an entered number, or null when there is nothing to dial. A number already
 * starting with + keeps its digits; a 10-digit US number gets +1 (spec core §5).
 */
export function normalizeToE164(value: string, country: PhoneCountry = 'US'): string | null {
  const digits = digitsOnly(value);
  if (digits.length === 0) return null;
  if (value.trim().startsWith('+')) return `+${digits}`;
  if (country === 'US') {
    if (digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
    return null;
  }
  return `+${PHONE_REGIONS[country].callingCode}${nationalDigits(value, country)}`;
}

/** What a phone entry holds: its E.164 value when valid for the region (else null). */
export interface PhoneEntryValue {
  e164: string | null;
  valid: boolean;
}

/** The value of an entry's text in a region: what the phone entry reports and what a passed-in number starts as. */
export function phoneEntryValue(raw: string, country: PhoneCountry): PhoneEntryValue {
  const valid = isValidNationalNumber(raw, country);
  return { e164: valid ? normalizeToE164(raw, country) : null, valid };
}

/**
 * How a number handed to a phone entry (an E.164 number from a link) is shown: the region of the
 * allowed countries whose calling code it carries (the first listed on a tie: US before the
 * other +1 regions), and the text to show — US numbers as NNN-NNN-NNNN, others as given.
 * A number of no allowed region keeps the first country and its text (the entry shows it invalid).
 */
export function phoneEntryFor(number: string, countries: readonly PhoneCountry[]): { country: PhoneCountry; text: string } {
  const fallback = countries[0] ?? 'US';
  const trimmed = number.trim();
  if (!trimmed.startsWith('+')) return { country: fallback, text: trimmed };
  const digits = digitsOnly(trimmed);
  let best: PhoneCountry | null = null;
  for (const country of countries) {
    const code = PHONE_REGIONS[country].callingCode;
    if (digits.startsWith(code) && (best === null || code.length > PHONE_REGIONS[best].callingCode.length)) best = country;
  }
  const country = best ?? fallback;
  return { country, text: country === 'US' ? formatUsDisplay(trimmed) : trimmed };
}

/** The display rule lives with the rules the server shares (src/domain/numbers). */
export { formatUsDisplay };
