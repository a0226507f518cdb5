/** The seed's password hashes: scrypt like server/lib/passwords.ts, with a PRNG-derived salt. */
import { scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import type { Rng } from './random';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, keylen: number, opts: object) => Promise<Buffer>;

/** Same format and parameters as server/lib/passwords.ts, with a deterministic salt. */
export async function deterministicHash(password: string, rng: Rng): Promise<string> {
  const salt = Buffer.from(Array.from({ length: 16 }, () => rng.int(0, 255)));
  const N = 16384;
  const hash = await scrypt(password, salt, 32, { N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}
