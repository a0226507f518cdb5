/**
 * The password rules of billing-account §5, written once for the client (live checklist) and the
 * server (the same rules enforced): pure TS, no imports.
 *
 * Shell reading (reset, temporary-password change, login migration): 8 to 16 characters with at
 * least three of the four classes (upper case, lower case, digits, the specials below); any other
 * character is dropped as it is typed. The profile reading (one upper, one lower, one digit) is
 * `oneOfEachHolds`.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** The special characters of billing-account §5: @#$%^&*-_!+=[]{}'|\:,.?/`~"(); */
export const PASSWORD_SPECIALS = '@#$%^&*-_!+=[]{}\'|\\:,.?/`~"();';

const upper = /[A-Z]/;
const lower = /[a-z]/;
const digit = /[0-9]/;
const isSpecial = (ch: string) => PASSWORD_SPECIALS.includes(ch);

/** Drops every character outside the four classes (spaces, accents, emoji…). */
export function sanitizePassword(value: string): string {
  let out = '';
  for (const ch of value) if (upper.test(ch) || lower.test(ch) || digit.test(ch) || isSpecial(ch)) out += ch;
  return out;
}

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  /** At least three of upper, lower, digit, special. */
  threeClasses: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  const classes = {
    upper: upper.test(password),
    lower: lower.test(password),
    digit: digit.test(password),
    special: [...password].some(isSpecial),
  };
  const count = Object.values(classes).filter(Boolean).length;
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    ...classes,
    threeClasses: count >= 3,
  };
}

/** The shell reading: the password as typed (nothing to drop), 8-16 characters, three of four classes. */
export function passwordRulesHold(password: string): boolean {
  const checks = passwordChecks(password);
  return sanitizePassword(password) === password && checks.length && checks.threeClasses;
}

/** A new password and its repeat: the rules hold and both are equal (and non-empty). */
export function newPasswordReady(password: string, repeat: string): boolean {
  return passwordRulesHold(password) && password === repeat;
}

/** The profile reading (core §5 Password): 8-16 characters with an upper, a lower and a digit. */
export function oneOfEachHolds(password: string): boolean {
  const checks = passwordChecks(password);
  return checks.length && checks.upper && checks.lower && checks.digit;
}
