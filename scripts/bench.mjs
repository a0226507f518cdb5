#!/usr/bin/env node
// npm run bench: figures compared with budgets (printed, not a flaky pass/fail test).
//  1. Bundle: the dashboard route's initial JavaScript, gzip — the entry chunk and everything
//     index.html loads or preloads, plus the index route's lazy chunk and its static imports.
//     Budget 200 KB.
//  2. API: GET /portalApi/api/me under load against a fresh server (temp PGlite dir, loopback
//     only): N requests at concurrency C with one session; p50/p95/p99 and requests/s.
//     Budget p99 < 100 ms.
//  3. Inbox at scale (scripts/lib/bench-inbox.mjs): a database with ~50,000 messages in the
//     activity list's 30-day window; a messages page cold (cache miss, informational) and its
//     p99 under an open-loop 500 requests/s (mostly hits of the server's per-user response
//     cache; budget p99 <= 50 ms, issue 18), the contract parse per page, the search keystroke
//     cost over all of them (issue 3). Where a cold page's time goes, step by step:
//     tsx scripts/lib/bench-messages-profile.ts <copy of a seeded data dir>.
//     Section `inbox-postgres`: the same open-loop figure for two server processes on one
//     throwaway PostgreSQL seeded alike (skipped when PostgreSQL is not installed).
//  4. Lab (scripts/lib/bench-lab.mjs, issue 11): each screen's first load in Chromium with the
//     phone profile (4x CPU, slow 4G, cold cache, logged in as the demo admin): LCP, CLS, TBT,
//     JS bytes, median of --lab-runs. Budgets LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.02.
//  5. Reports (scripts/lib/bench-reports.mjs, issue 15): the 10,000-row Monthly Report Excel
//     (<= 1.5 s) and 2,000-row PDF (<= 2 s) built in the browser's worker with no main-thread
//     task over 50 ms; the Insights screen's own JS (gzip, budget 100 KB) and its lab figures on the phone.
// Options: --no-build (use the existing dist/), --dist DIR (build into / measure DIR, default dist/), --requests N (2000), --concurrency C (20),
// --skip-api, --skip-bundle, --skip-inbox, --inbox-messages N (98000 seeded ≈ 50,000 in the
// window), --inbox-rate R (500), --inbox-seconds S (5), --inbox-data-dir DIR (keep the seeded
// database there and reuse it on later runs; default a temp dir, seeded each run),
// --inbox-skip-client (the API figures only), --inbox-pg-url URL (an already seeded PostgreSQL
// database for section inbox-postgres instead of a throwaway cluster), --skip-inbox-postgres,
// --excel-rows N, --pdf-rows N, --skip-reports, --server-wait S (180: how long the lab and reports
// sections wait for their demo server to start), --texts-conversations N, --skip-texts,
// --strict (exit 1 when a budget is exceeded), --only SECTION (bundle, api, inbox, inbox-postgres, lab, reports, texts or lighthouse: that
// section alone; `node scripts/bench.mjs --only lab`), --skip-lab, --lab-runs N (5),
// --lab-routes /,/status (default: the five of issue 11), --lab-profiles phone,desktop (phone),
// --lab-main-thread (per route, the main thread's style, layout and paint time, from a trace),
// --lab-cpu-profile ROUTE (also record and summarise a CPU profile of ROUTE's first load), --lab-cpu-profile-with
// phone|desktop|unthrottled (the profile it is recorded with; unthrottled is how Lighthouse observes a page),
// --lab-waterfall (print the first run's requests, start and end in ms, per route).
//  7. Lighthouse (scripts/lib/bench-lighthouse.mjs, issue 11; only with LIGHTHOUSE_DIR pointing at a
//     folder where lighthouse@12 is installed): score, FCP, LCP, TBT, CLS, SI per route, median of
//     --lab-runs, --lighthouse-presets mobile,desktop (mobile), --lighthouse-h2 (through a TLS front
//     with HTTP/2, as a production deployment serves it: scripts/lib/tls-front.mjs).
import http from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { inboxPostgresReport, inboxReport } from './lib/bench-inbox.mjs';
import { labReport } from './lib/bench-lab.mjs';
import { lighthouseReport } from './lib/bench-lighthouse.mjs';
import { startTlsFront } from './lib/tls-front.mjs';
import { insightsChunkReport, reportsReport } from './lib/bench-reports.mjs';
import { demoLogin, percentile, startBenchServer } from './lib/bench-server.mjs';
import { entryGraph as bundleEntryGraph, withStaticGraph } from './lib/bundle-graph.mjs';
import { bin, root, run } from './lib/proc.mjs';

const args = process.argv.slice(2);
const onlyArg = args.indexOf('--only');
const only = onlyArg >= 0 ? args[onlyArg + 1] : null;
const sections = ['bundle', 'api', 'inbox', 'inbox-postgres', 'lab', 'reports', 'texts', 'lighthouse'];
if (only && !sections.includes(only)) {
  console.error(`[bench] --only takes one of ${sections.join(', ')}`);
  process.exit(2);
}
// --only X is --skip-<every other section>.
const flag = (name) => args.includes(`--${name}`) || (only !== null && name.startsWith('skip-') && name !== `skip-${only}`);
const text = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};

// Issue 11: the first-load budget is 200 KB brotli (the 200 KB gzip budget is withdrawn).
const budgets = { initialJsBrotliKb: 200, meP99Ms: 100 };
const overBudget = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Hard stop: the benchmark never runs longer than this (seeding 98,000 messages takes minutes).
const hardStopMinutes = flag('skip-inbox') && flag('skip-inbox-postgres') ? 20 : 60;
const hardStop = setTimeout(() => {
  console.error(`[bench] took longer than ${hardStopMinutes} minutes; stopping.`);
  process.exit(2);
}, hardStopMinutes * 60_000);
hardStop.unref();

// ── 1. bundle ────────────────────────────────────────────────────────────────────────────────
// --dist DIR measures another build folder (engineers build into their own folders in parallel).
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 && args[distArg + 1] ? path.resolve(args[distArg + 1]) : path.join(root, 'dist');

function readManifest() {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The index route's lazy chunk(s): what the server preloads for `/` (route-preloads.json, which
 * finds the route's module in whichever chunk holds it), else the manifest, else by file name.
 */
function indexRouteChunks(entryFiles) {
  const preloadsFile = path.join(dist, 'route-preloads.json');
  const preloads = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : null;
  if (preloads?.['/']) return { how: 'route-preloads.json', files: preloads['/'].map((f) => path.join(dist, f)) };
  const manifest = readManifest();
  if (manifest) {
    const keys = Object.keys(manifest).filter((k) => /src\/routes\/(index|_[^/]*\/index)\.tsx/.test(k));
    return { how: 'manifest', files: keys.map((k) => path.join(dist, manifest[k].file)) };
  }
  // TanStack's code splitting names the chunk of src/routes/index.tsx after the file ("index-…")
  // or, with rolldown, after its folder ("routes-…").
  const assets = path.join(dist, 'assets');
  const candidates = readdirSync(assets)
    .filter((f) => /^(index|routes)-[\w-]+\.js$/.test(f))
    .map((f) => path.join(assets, f))
    .filter((f) => !entryFiles.has(f));
  return { how: 'file name (no dist/.vite/manifest.json)', files: candidates };
}

function bundleReport() {
  const { graph: entryGraph, html, toFile } = bundleEntryGraph(dist);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  const route = indexRouteChunks(entryGraph);
  const all = withStaticGraph([...entryGraph, ...route.files]);

  const rows = [...all]
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const content = readFileSync(f);
      const brotli = brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      return { file: path.relative(dist, f), raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli, route: !entryGraph.has(f) };
    })
    .sort((a, b) => b.brotli - a.brotli);
  const total = rows.reduce((n, r) => n + r.brotli, 0);
  const totalGzip = rows.reduce((n, r) => n + r.gzip, 0);
  const cssGzip = css.map(toFile).filter(existsSync).reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);

  console.log('\nBundle: dashboard route, initial JavaScript (brotli q11; gzip and raw beside)');
  for (const r of rows) console.log(`  ${kb(r.brotli).padStart(10)}  ${kb(r.gzip).padStart(10)} gzip  ${kb(r.raw).padStart(10)} raw  ${r.file}${r.route ? '  (index route)' : ''}`);
  console.log(`  index route chunk found by ${route.how}${route.files.length ? '' : ': none found'}`);
  if (cssGzip) console.log(`  CSS in index.html: ${kb(cssGzip)} gzip`);
  const ok = total <= budgets.initialJsBrotliKb * 1024;
  if (!ok) overBudget.push('initial JS');
  console.log(`  total ${kb(total)} brotli (${kb(totalGzip)} gzip) in ${rows.length} files — budget ${budgets.initialJsBrotliKb} KB brotli: ${ok ? 'OK' : 'OVER BUDGET'}`);
  besideTheEntryReport();
}

/**
 * What each of issue 11's screens loads beside the entry (route-preloads.json: the chunks the
 * server preloads for it), and whether that holds the overlays', the later or a later pair's file: no screen's
 * first render may bind to them (docs/architecture.md, first-load rules), and one that does puts
 * zag's dialog, menu, popover and tooltip machines on every list's first load again.
 */
function besideTheEntryReport() {
  const preloadsFile = path.join(dist, 'route-preloads.json');
  if (!existsSync(preloadsFile)) return;
  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8'));
  const brotliOf = (file) => brotliCompressSync(readFileSync(path.join(dist, file)), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log('\nBundle: each screen beside the entry (what the server preloads for it; brotli q11)');
  for (const route of ['/', '/activity', '/chat-activity', '/contacts', '/status']) {
    const files = preloads[route] ?? [];
    const bytes = files.reduce((n, f) => n + brotliOf(f), 0);
    // A later pair's file is `pair-later~<its parts>-<hash>.js` (vite.config.ts).
    const deferred = files
      .map((f) => path.basename(f))
      .filter((f) => /^(overlays-|later-|pair-later~)/.test(f))
      .map((f) => f.replace(/[-~].*$/, '').replace(/^pair$/, 'a later pair'));
    if (deferred.length) overBudget.push(`${route} loads ${deferred.join(' and ')} first`);
    console.log(`  ${route.padEnd(15)} ${kb(bytes).padStart(10)} in ${files.length} files${deferred.length ? `  OVER: loads ${deferred.join(' and ')} before its first paint` : ''}`);
  }
}

// ── 2. API latency ───────────────────────────────────────────────────────────────────────────
async function apiReport() {
  const total = option('requests', 2000);
  const concurrency = option('concurrency', 20);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const t0 = performance.now();
  const server = await startBenchServer({ dataDir, seedMessages: option('seed-messages', 2000) });
  const { base } = server;
  try {
    console.log(`\nAPI: GET /portalApi/api/me — server ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { sessionKey } = await demoLogin(base);
    const headers = { Authorization: `Bearer ${sessionKey}`, 'Accept-Encoding': 'gzip' };
    // node:http, not fetch (as section 3): fetch gunzips every body, which cost this process
    // 0.8–1.5 ms of CPU per request on the same 2 cores against ~0.3 ms on the server, so the
    // figure measured the load generator. The gzipped bytes are read in full, not decoded.
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const once = () =>
      new Promise((resolve, reject) => {
        const start = performance.now();
        const req = http.get(`${base}/portalApi/api/me`, { headers, agent, timeout: 30_000 }, (response) => {
          response.on('data', () => {});
          response.on('error', reject);
          response.on('end', () =>
            response.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`GET /api/me answered ${response.statusCode}`)),
          );
        });
        req.on('timeout', () => req.destroy(new Error('timeout after 30 s')));
        req.on('error', reject);
      });
    for (let i = 0; i < 50; i++) await once(); // warm-up

    const latencies = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          latencies.push(await once());
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const ok = p99 < budgets.meP99Ms;
    if (!ok) overBudget.push('api p99');
    console.log(`  ${latencies.length} requests, concurrency ${concurrency}: ${(latencies.length / elapsed).toFixed(0)} requests/s`);
    console.log(`  p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · p99 ${p99.toFixed(1)} ms — budget p99 < ${budgets.meP99Ms} ms: ${ok ? 'OK' : 'OVER BUDGET'}`);
  } catch (err) {
    if (server.stderr()) console.error(server.stderr().slice(-4000));
    throw err;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `measure` against a fresh server on a temp PGlite dir serving `dist`, logged in as the demo
 * admin; prints the server's output when it fails, and always stops it and removes the data.
 */
async function withDemoServer(name, measure) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));
  // --server-wait S: a shared 2-core machine at load 30 takes more than the default 3 minutes to
  // create, migrate and seed the database (measured November 2026).
  const readyTimeoutMs = option('server-wait', 180) * 1000;
  const server = await startBenchServer({ dataDir, seedMessages: option('seed-messages', 2000), staticDir: dist, readyTimeoutMs });
  try {
    const { sessionKey } = await demoLogin(server.base);
    await measure({ base: server.base, sessionKey });
  } catch (err) {
    if (server.stderr()) console.error(server.stderr().slice(-4000));
    throw err;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ── 4. lab: first load per screen in Chromium ──────────────────────────────────────────────
const labSection = () =>
  withDemoServer('lab', ({ base, sessionKey }) =>
    labReport(
      {
        base,
        sessionKey,
        dist,
        runs: option('lab-runs', 5),
        routes: text('lab-routes', null)?.split(',') ?? undefined,
        profileNames: text('lab-profiles', 'phone').split(','),
        cpuProfileRoute: text('lab-cpu-profile', null),
        cpuProfileWith: text('lab-cpu-profile-with', 'phone'),
        waterfall: flag('lab-waterfall'),
        mainThread: flag('lab-main-thread'),
      },
      overBudget,
    ),
  );

// ── 7. lighthouse: Lighthouse's own figures (opt-in: LIGHTHOUSE_DIR, scripts/lib/bench-lighthouse.mjs)
const lighthouseSection = () =>
  withDemoServer('lighthouse', async ({ base, sessionKey }) => {
    const front = flag('lighthouse-h2') ? await startTlsFront(base) : null;
    try {
      await lighthouseReport(
        {
          base: front?.base ?? base,
          sessionKey,
          dist,
          runs: option('lab-runs', 5),
          routes: text('lab-routes', null)?.split(',') ?? undefined,
          presets: text('lighthouse-presets', 'mobile').split(','),
        },
        overBudget,
      );
    } finally {
      await front?.stop();
    }
  });

// ── 5. reports: the monthly files built in the browser, the Insights screen's JS and lab figures
const reportsSection = () =>
  withDemoServer('reports', async ({ base, sessionKey }) => {
    await reportsReport({ base, sessionKey, excelRows: option('excel-rows', 10_000), pdfRows: option('pdf-rows', 2_000) }, overBudget);
    insightsChunkReport(dist, overBudget);
    await labReport({ base, sessionKey, dist, runs: option('lab-runs', 5), routes: ['/reports'], profileNames: ['phone'] }, overBudget);
  });

// ── 6. texts ─────────────────────────────────────────────────────────────────────────────────
// The text view's search per keystroke over 5,000 conversations (scripts/lib/bench-texts-client.ts,
// the app's own code in tsx); budget 5 ms at p95, judged on CPU time like section 3's search (on a
// loaded machine the wall time mostly measures waiting for a core: printed beside, with the load).
async function textsSection() {
  console.log('\n[bench] 6. text view: search per keystroke over 5,000 conversations');
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(bin('tsx'), ['scripts/lib/bench-texts-client.ts', String(option('texts-conversations', 5000))], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench-texts-client failed: ${result.stderr.slice(-1500)}`);
  const c = JSON.parse(result.stdout.trim().split('\n').pop());
  const ok = c.cpu.p95 <= 5;
  const f = (x) => `p50 ${x.p50.toFixed(2)} ms · p95 ${x.p95.toFixed(2)} ms · max ${x.max.toFixed(2)} ms`;
  console.log(`  ${c.conversations} conversations, index ${c.indexMs.toFixed(1)} ms; ${c.keystrokes} keystrokes:`);
  console.log(`    CPU time  ${f(c.cpu)} — budget p95 ≤ 5 ms: ${ok ? 'OK' : 'OVER'}`);
  console.log(`    wall time ${f(c.wall)} (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`);
  console.log(`    costliest (CPU): ${c.slowest.map((k) => `${JSON.stringify(k.query)} ${k.cpu.toFixed(2)} ms`).join(' · ')}`);
  if (!ok) overBudget.push('text search p95');
}

// ── run ──────────────────────────────────────────────────────────────────────────────────────
try {
  const needsBuild = !flag('skip-bundle') || !flag('skip-lab') || !flag('skip-reports') || !flag('skip-lighthouse');
  if (needsBuild) {
    if (!flag('no-build')) {
      console.log('[bench] building (vite build)…');
      const code = await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir']);
      if (code !== 0) throw new Error('vite build failed');
    } else if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('dist/index.html is missing: run without --no-build');
    }
  }
  if (!flag('skip-bundle')) bundleReport();
  if (!flag('skip-api')) await apiReport();
  if (!flag('skip-inbox')) {
    const dataDirArg = args.indexOf('--inbox-data-dir');
    await inboxReport(
      {
        seedMessages: option('inbox-messages', 98_000),
        rate: option('inbox-rate', 500),
        seconds: option('inbox-seconds', 5),
        dataDir: dataDirArg >= 0 ? args[dataDirArg + 1] : undefined,
        skipClient: flag('inbox-skip-client'),
      },
      overBudget,
    );
  }
  if (!flag('skip-inbox-postgres')) {
    await inboxPostgresReport(
      { seedMessages: option('inbox-messages', 98_000), rate: option('inbox-rate', 500), seconds: option('inbox-seconds', 5), pgUrl: text('inbox-pg-url', undefined) },
      overBudget,
    );
  }
  if (!flag('skip-lab')) await labSection();
  if (!flag('skip-reports')) await reportsSection();
  if (!flag('skip-texts')) await textsSection();
  if (!flag('skip-lighthouse') && process.env.LIGHTHOUSE_DIR) await lighthouseSection();
  else if (only === 'lighthouse') console.log('[bench] lighthouse: set LIGHTHOUSE_DIR (see scripts/lib/bench-lighthouse.mjs)');
} catch (err) {
  console.error(`[bench] ${err.message}`);
  process.exit(1);
}
console.log(overBudget.length ? `\nOver budget: ${overBudget.join(', ')}` : '\nAll figures within budget.');
process.exit(flag('strict') && overBudget.length ? 1 : 0);
