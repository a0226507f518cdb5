#!/usr/bin/env node
// npm test: every check, in order, stopping at the first failure:
//   types (tsc, app and node projects) → lint (eslint) → unit/integration (vitest) → build (vite) → e2e (playwright).
// Prints one line per stage with its time, then a final line "N passed, N failed".
// Extra arguments go to playwright (e.g. `npm test -- --project=desktop`).
import { bin, run } from './lib/proc.mjs';

const stages = [
  { name: 'types (app)', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'types (node)', command: bin('tsc'), args: ['-p', 'tsconfig.node.json'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'unit', command: bin('vitest'), args: ['run'] },
  { name: 'build', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  // The CI selection of the e2e suite (playwright.config.ts): `npm run test:e2e` runs all of it.
  { name: 'e2e', command: bin('playwright'), args: ['test', ...process.argv.slice(2)], env: { PORTAL_E2E_SELECTION: 'ci' } },
];

const results = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const stage of stages) {
  console.log(`\n▶ ${stage.name}: ${[stage.command.replace(/.*node_modules\/\.bin\//, ''), ...stage.args].join(' ')}`);
  const t0 = Date.now();
  let code;
  try {
    code = await run(stage.command, stage.args, stage.env ? { env: { ...process.env, ...stage.env } } : undefined);
  } catch (err) {
    console.error(`could not run ${stage.name}: ${err.message}`);
    code = 1;
  }
  results.push({ name: stage.name, ok: code === 0, ms: Date.now() - t0, code });
  if (code !== 0) break;
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const skipped = stages.slice(results.length).map((s) => s.name);

console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(6)} ${seconds(r.ms).padStart(8)}${r.ok ? '' : `  (exit ${r.code})`}`);
}
for (const name of skipped) console.log(`  SKIP  ${name}`);
console.log(`  total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
