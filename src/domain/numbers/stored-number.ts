/**
 * Number normalisation (spec core §5): the one rule the client (forms, contact links) and the
 * server (blocked numbers, VIP callers, contacts) apply to an entered number.
 */

/**
 * The stored form of an entered number (core §5: a plus and digits only; a 10-digit number gets
 * +1), or null when it is not a dialable number: +1 numbers need 10 national digits, others 7–15
 * digits in all.
 */
export function toStoredPhoneNumber(raw: string): string | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  let stored: string;
  if (trimmed.startsWith('+')) stored = `+${digits}`;
  else if (digits.length === 10) stored = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) stored = `+${digits}`;
  else return null;
  if (stored.startsWith('+1')) return stored.length === 12 ? stored : null;
  return /^\+\d{7,15}$/.test(stored) ? stored : null;
}
