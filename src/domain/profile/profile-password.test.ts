import { describe, expect, it } from 'vitest';
import { newPasswordReady } from '../sign-in/password-rules';
import { profilePasswordReady } from './profile-password';

const ready = (password: string, verify = password, current = 'Old-pass1') => profilePasswordReady({ current, password, verify });

describe('profile password (core §5: one of each)', () => {
  it('needs 8-16 characters with an upper, a lower and a digit', () => {
    expect(ready('Abcdefg1')).toBe(true);
    expect(ready('Abcdef1')).toBe(false);
    expect(ready('Abcdefghijklmno1')).toBe(true);
    expect(ready('Abcdefghijklmnop1')).toBe(false);
    expect(ready('abcdefg1')).toBe(false);
    expect(ready('ABCDEFG1')).toBe(false);
    expect(ready('Abcdefgh')).toBe(false);
  });
  it('needs the verify field equal and non-empty, and the current password', () => {
    expect(ready('Abcdefg1', '')).toBe(false);
    expect(ready('Abcdefg1', 'Abcdefg2')).toBe(false);
    expect(ready('Abcdefg1', 'Abcdefg1', '')).toBe(false);
  });
  it('reads differently from the shell rule (three of four classes)', () => {
    // Lower + digit + special: the shell accepts it, the profile does not (no upper case).
    expect(newPasswordReady('abcdefg1!', 'abcdefg1!')).toBe(true);
    expect(ready('abcdefg1!')).toBe(false);
    // Upper + lower + digit: both accept it.
    expect(newPasswordReady('Abcdefg1', 'Abcdefg1')).toBe(true);
    expect(ready('Abcdefg1')).toBe(true);
  });
});
