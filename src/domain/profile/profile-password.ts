import { oneOfEachHolds } from '../sign-in/password-rules';

/**
 * Change Password of the profile and the user settings dialog (core §5 Password): the current
 * password, a new one of 8-16 characters with an upper, a lower and a digit, and a verify field
 * that matches and is not empty. Pure.
 */
export function profilePasswordReady(input: { current: string; password: string; verify: string }): boolean {
  return input.current !== '' && oneOfEachHolds(input.password) && input.verify !== '' && input.verify === input.password;
}
