#!/usr/bin/env node
// npm run soak: the long run of the realtime soak (e2e/realtime-soak.spec.ts; CI runs it for 25 s).
// SOAK_SECONDS (default 120) of activity filed every second and triaged by another user while the
// page's websocket is killed every 10 s; after each reconnect the open /activity list must equal
// the server's (0 missed, 0 duplicated, 0 stale) and the reconnect p95 must be within 5 s
// (SOAK_RECONNECT_BUDGET_MS; CI only checks that no reconnect backed off). SOAK_SEED replays the
// triage choices; SOAK_PROJECT picks the Playwright project (default desktop). Builds the SPA
// first when dist/ is older than the sources. Extra arguments go to playwright.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run, spaNeedsBuild } from './lib/proc.mjs';

const seconds = process.env.SOAK_SECONDS ?? '120';
const project = process.env.SOAK_PROJECT ?? 'desktop';
if (spaNeedsBuild()) {
  console.log('[soak] building the SPA (dist/ is older than the sources)');
  const built = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}
console.log(`[soak] ${seconds} s on ${project}: websocket killed every 10 s, activity every second`);
const code = await run(
  bin('playwright'),
  ['test', 'e2e/realtime-soak.spec.ts', `--project=${project}`, '--workers=1', '--retries=0', '--reporter=line', ...process.argv.slice(2)],
  { env: { ...process.env, SOAK_SECONDS: seconds, SOAK_RECONNECT_BUDGET_MS: process.env.SOAK_RECONNECT_BUDGET_MS ?? '5000' } },
);
const summaryFile = path.join(root, 'test-results', `soak-${project}.json`);
if (existsSync(summaryFile)) {
  const s = JSON.parse(readFileSync(summaryFile, 'utf8'));
  console.log('\n[soak] summary');
  console.log(`  ${s.seconds} s, ${s.reconnects} reconnects, ${s.created} items filed, ${s.archived} archived by the other user`);
  console.log(`  after each reconnect: ${s.missed} missed, ${s.duplicated} duplicated, ${s.stale} stale`);
  console.log(`  reconnect (kill → server ready): p50 ${s.reconnectP50Ms} ms, p95 ${s.reconnectP95Ms} ms, max ${s.reconnectMaxMs} ms (budget 5000 ms)`);
  console.log(`  list equal to the server's: p95 ${s.settleP95Ms} ms after the page got ready`);
}
process.exit(code);
