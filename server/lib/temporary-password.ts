import { randomInt } from 'node:crypto';
import { passwordRulesHold } from '../../src/domain/sign-in/password-rules';

const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#$%*-_!+=?'] as const;

/** A random 12-character temporary password with all four classes (no look-alike letters). */
export function generateTemporaryPassword(): string {
  const chars = classes.map((set) => set[randomInt(set.length)]!);
  const all = classes.join('');
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!passwordRulesHold(password)) throw new Error('Temporary password breaks the password rules');
  return password;
}

/** A random 6-digit code, leading zeros kept. */
export function generateResetCode(): string {
  return String(randomInt(1_000_000)).padStart(6, '0');
}
