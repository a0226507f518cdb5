import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasswordReady, oneOfEachHolds, passwordChecks, passwordRulesHold, PASSWORD_SPECIALS, sanitizePassword } from './password-rules';

describe('password rules (billing-account §5)', () => {
  it('needs 8 to 16 characters', () => {
    expect(passwordRulesHold('Abcdef1')).toBe(false);
    expect(passwordRulesHold('Abcdefg1')).toBe(true);
    expect(passwordRulesHold('Abcdefghijklmno1')).toBe(true);
    expect(passwordRulesHold('Abcdefghijklmnop1')).toBe(false);
  });

  it('needs three of the four classes', () => {
    expect(passwordRulesHold('abcdefgh1')).toBe(false); // lower + digit
    expect(passwordRulesHold('abcdefgh1!')).toBe(true); // lower + digit + special
    expect(passwordRulesHold('ABCDEFGH!x')).toBe(true); // upper + special + lower
    expect(passwordRulesHold('ABCDEFGH12')).toBe(false); // upper + digit
    expect(passwordChecks('aB1!').threeClasses).toBe(true);
  });

  it('treats every listed special as special', () => {
    for (const ch of PASSWORD_SPECIALS) expect(passwordChecks(`abcdefg${ch}1`).special).toBe(true);
  });

  it('drops characters outside the classes and refuses a password that still holds them', () => {
    expect(sanitizePassword('Ab c d€é1 ✓x')).toBe('Abcd1x');
    expect(passwordRulesHold('Abcdefg 1')).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => sanitizePassword(sanitizePassword(s)) === sanitizePassword(s)));
  });

  it('needs the repeat to match', () => {
    expect(newPasswordReady('Abcdefg1', 'Abcdefg1')).toBe(true);
    expect(newPasswordReady('Abcdefg1', 'Abcdefg2')).toBe(false);
    expect(newPasswordReady('', '')).toBe(false);
  });

  it('the profile reading needs one upper, one lower and one digit', () => {
    expect(oneOfEachHolds('Abcdefg1')).toBe(true);
    expect(oneOfEachHolds('abcdefg1!')).toBe(false);
    expect(oneOfEachHolds('Abcdefgh')).toBe(false);
  });
});
