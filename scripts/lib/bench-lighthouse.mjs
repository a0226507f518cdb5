// `npm run bench` section "lighthouse" (issue 11): Lighthouse itself, its mobile preset (simulated
// slow 4G, 4x CPU) or the desktop preset, logged in as the demo admin, cold cache, median of N.
// The lab section measures with DevTools' request-level throttling, which charges every request a
// full round trip and reads ~2x Lighthouse's figures; this section gives the figures the issue's
// budgets are written in (score >= 90 on the phone, >= 98 on the desktop).
//
// Lighthouse is not a dependency of the project (~185 MB, used by this section only). Install it
// once anywhere and point LIGHTHOUSE_DIR at that folder:
//   npm install --prefix /tmp/lh lighthouse@12 && LIGHTHOUSE_DIR=/tmp/lh node scripts/bench.mjs --only lighthouse
// It drives Debian's Chromium (PORTAL_CHROMIUM, default /usr/bin/chromium); nothing is downloaded.
/* global window */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, labBudgets, labRoutes, originalPositions } from './bench-lab.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Loads a package from LIGHTHOUSE_DIR's node_modules (it is not installed in the project). */
async function fromLighthouseDir(dir, specifier) {
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(dir, 'package.json'));
  return import(pathToFileURL(require.resolve(specifier)).href);
}

export async function lighthouseReport({ base, sessionKey, dist, runs = 5, routes = labRoutes, presets = ['mobile'] }, overBudget) {
  const dir = process.env.LIGHTHOUSE_DIR;
  if (!dir) {
    console.log('\n[bench] lighthouse: skipped (set LIGHTHOUSE_DIR to a folder with lighthouse@12 installed; see scripts/lib/bench-lighthouse.mjs)');
    return;
  }
  const { default: lighthouse } = await fromLighthouseDir(dir, 'lighthouse');
  const chromeLauncher = await fromLighthouseDir(dir, 'chrome-launcher');
  const { default: puppeteer } = await fromLighthouseDir(dir, 'puppeteer-core');
  const { default: desktopConfig } = await fromLighthouseDir(dir, 'lighthouse/core/config/desktop-config.js');

  // An https base is the bench's own TLS front (--lighthouse-h2), with a throwaway certificate.
  const overTlsFront = base.startsWith('https:');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.PORTAL_CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs, ...(overTlsFront ? ['--ignore-certificate-errors'] : [])],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    // A returning user: the session cookie, and "Stay Logged In?" already answered.
    const page = await browser.newPage();
    await page.goto(`${base}/config.js`);
    await page.setCookie({ name: 'portalSessionKey', value: encodeURIComponent(sessionKey), url: base });
    await page.evaluate(() => window.localStorage.setItem('portal.neverSaveIdentity', 'Y'));
    const cdp = await page.createCDPSession();
    for (const preset of presets) {
      const scoreBudget = preset === 'desktop' ? 98 : 90;
      const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
      console.log(`\nLighthouse ${preset} preset${overTlsFront ? ' over TLS and HTTP/2' : ''}, logged in, cold cache, median of ${runs} (load ${load()})`);
      console.log('  route             score   FCP ms   LCP ms   TBT ms    CLS    SI ms');
      for (const route of routes) {
        const results = [];
        const failed = [];
        for (let i = 0; i < runs; i++) {
          await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${base}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          // LIGHTHOUSE_REPORTS=DIR keeps each run's report (open it in Lighthouse's viewer, or read its audits).
          if (process.env.LIGHTHOUSE_REPORTS) {
            mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${preset}${route.replace(/\//g, '_') || '_'}-${i + 1}.json`), result.report);
          }
          // LIGHTHOUSE_TASKS=1: the observed run's main-thread tasks that are long once multiplied by 4.
          if (process.env.LIGHTHOUSE_TASKS && i === 0) await printLongTasks(result.artifacts.Trace.traceEvents, dist);
          // A run Lighthouse could not finish (no paint seen, a protocol timeout) scores 0 or null:
          // say why, and keep it out of the median rather than count it as the page's figure.
          if (result.lhr.runtimeError || !result.lhr.categories.performance.score) {
            const why = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : result.lhr.runWarnings.join('; ');
            console.log(`  ${route}: run ${i + 1} failed (${why || 'no score'})`);
            failed.push(i + 1);
            continue;
          }
          const audit = (id) => result.lhr.audits[id].numericValue;
          results.push({
            score: Math.round(result.lhr.categories.performance.score * 100),
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            si: audit('speed-index'),
          });
        }
        if (!results.length) {
          overBudget.push(`lighthouse ${preset} ${route} (every run failed)`);
          continue;
        }
        const m = (key) => median(results.map((r) => r[key]));
        const over = [];
        if (m('score') < scoreBudget) over.push('score');
        if (m('lcp') > labBudgets.lcpMs) over.push('LCP');
        if (m('tbt') > labBudgets.tbtMs) over.push('TBT');
        if (m('cls') > labBudgets.cls) over.push('CLS');
        for (const what of over) overBudget.push(`lighthouse ${preset} ${route} ${what}`);
        const n = (v) => `${Math.round(v)}`.padStart(6);
        console.log(
          `  ${route.padEnd(16)} ${String(m('score')).padStart(5)}   ${n(m('fcp'))}   ${n(m('lcp'))}   ${n(m('tbt'))}  ${m('cls').toFixed(3)}  ${n(m('si'))}` +
            `  scores ${results.map((r) => r.score).join(' ')}${failed.length ? ` (failed: run ${failed.join(', ')})` : ''}  ${over.length ? `OVER: ${over.join(', ')}` : 'OK'}`,
        );
      }
      console.log(`  budgets: score >= ${scoreBudget}, LCP <= ${labBudgets.lcpMs} ms, TBT <= ${labBudgets.tbtMs} ms, CLS <= ${labBudgets.cls} (load ${load()})`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/**
 * Lighthouse's simulated throttling loads the page unthrottled and multiplies each observed task by
 * the CPU slowdown (4 on the phone). Prints the observed tasks over 12.5 ms (over 50 ms at 4x) with
 * what started each: the first script call inside, named through the build's source maps.
 */
async function printLongTasks(events, dist) {
  // The page's main thread: of the renderers' main threads, the one that ran the most.
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!main) return;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0]?.ts ?? 0;
  const name = await sourceNamer(dist);
  const calls = ['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch', 'ParseHTML'];
  console.log("    observed tasks over 12.5 ms (x4 = over 50 ms at the phone's CPU), first run:");
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > 12_500)) {
    const within = onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
    const inner = within.find((e) => calls.includes(e.name));
    // A timer's or a message's task names no script itself: the first call inside it does.
    const data = (inner?.args?.data?.url ? inner : within.find((e) => e.args?.data?.url && calls.includes(e.name)))?.args?.data ?? {};
    const where = data.url ? name(data.url, data.lineNumber, data.columnNumber, data.functionName) : '';
    // A task that runs no script is the browser's own work: name what it spent its time on (style,
    // layout, parsing…). An event's task says which event it ran (`pagereveal`, `load`…).
    const what = inner ? `${inner.name}${inner.args?.data?.type ? ` ${inner.args.data.type}` : ''}` : browserWork(within.filter((e) => e !== task));
    console.log(`      at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms (x4 ${String(Math.round((task.dur * 4) / 1000)).padStart(5)})  ${what} ${where}`);
  }
}

/** The three kinds of event a task without script spends the most time in (nested ones count too), e.g. `(UpdateLayoutTree 18, Layout 12, Paint 4 ms)`. */
function browserWork(events) {
  const byName = new Map();
  for (const e of events) if (e.dur) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur);
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.length === 0 ? '?' : `(${top.map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`).join(', ')} ms)`;
}

/** A script position's original function and file, from the build's source maps when there are any. */
async function sourceNamer(dist) {
  const originalOf = await originalPositions(dist);
  return (url, line, column, fallback) => {
    // Inline handlers and extensions report names that are not URLs.
    const file = URL.canParse(url) ? new URL(url).pathname : url;
    const original = originalOf(file, line, column);
    if (!original) return `${fallback || '(anonymous)'} ${file}:${line}:${column}`;
    return `${original.name ?? fallback ?? '(anonymous)'} ${original.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
  };
}
