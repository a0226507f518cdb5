#!/usr/bin/env node
// npm run fuzz: the long run of the server's fuzz test (server/security/fuzz/fuzz.test.ts).
// FUZZ_CASES per endpoint (default 2000, against CI's 200) with a fresh random seed unless
// FUZZ_SEED is given; the seed is printed first, and a failure prints the line that replays it.
// Extra arguments go to vitest.
import { randomInt } from 'node:crypto';
import { bin, run } from './lib/proc.mjs';

const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
const cases = process.env.FUZZ_CASES ?? '2000';
console.log(`[fuzz] seed ${seed}, ${cases} cases per endpoint (replay with FUZZ_SEED=${seed})`);
const code = await run(bin('vitest'), ['run', '--project', 'server', 'server/security/fuzz/fuzz.test.ts', ...process.argv.slice(2)], {
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_CASES: cases, FUZZ_TIMEOUT_MS: process.env.FUZZ_TIMEOUT_MS ?? '10000' },
});
process.exit(code);
