// `npm run bench` section "lab": the first load of each screen on a phone, measured in Debian's
// Chromium through Playwright (no Lighthouse download). Per route and profile, cold cache, logged
// in as the demo admin: LCP, CLS, TBT (long tasks after FCP, the part over 50 ms), FCP, the count
// of long tasks, and the JavaScript the page downloaded (bytes on the wire, and the same files
// brotli-compressed from the build, so the figure does not depend on what the server sent).
// Median of N runs, next to the figures that decide Lighthouse's score: LCP <= 2.5 s,
// TBT <= 200 ms, CLS <= 0.02.
//
// The phone profile is Lighthouse's mobile preset as DevTools applies it: 4x CPU slowdown
// (Emulation.setCPUThrottlingRate), slow 4G (562.5 ms latency, 1.47 Mbit/s down, 0.68 up:
// Network.emulateNetworkConditions), 412x823 at DPR 1.75, touch. Desktop: no throttling, 1350x940.
//
// --lab-cpu-profile ROUTE additionally records a CPU profile of ROUTE's first load on the phone
// profile, writes it to bench-results/ (open it in Chromium's DevTools, Performance panel) and
// prints where the script time goes: self time per file and the costliest functions.
//
// --lab-main-thread adds, per route, the renderer main thread's style, layout and paint time of
// the first load (median, from a Chromium trace): what a CPU profile shows only as "(program)".
/* global window */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root } from './proc.mjs';

export const labBudgets = { lcpMs: 2500, tbtMs: 200, cls: 0.02 };
export const labRoutes = ['/', '/activity', '/status', '/contacts', '/chat-activity'];

const profiles = {
  phone: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    cpu: 4,
    network: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
  },
  desktop: { context: { viewport: { width: 1350, height: 940 } }, cpu: 1, network: null },
  // How Lighthouse's simulated throttling observes the page: the phone's screen, no throttling
  // (it multiplies each observed task by 4 afterwards). For --lab-cpu-profile-with unthrottled.
  unthrottled: { context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, cpu: 1, network: null },
};

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Installed before any script of the page: collects paint, LCP, layout shifts and long tasks. */
function observe() {
  const lab = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [] };
  window.__lab = lab;
  const watch = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks stays empty.
    }
  };
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') lab.fcp = e.startTime;
  });
  watch('largest-contentful-paint', (e) => {
    lab.lcp = e.startTime;
    const el = e.element;
    lab.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : null;
  });
  watch('layout-shift', (e) => {
    if (!e.hadRecentInput) {
      const sources = (e.sources ?? []).map((s) => {
        const n = s.node;
        return n && n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${String(n.className).split(' ')[0]} "${(n.textContent ?? '').trim().slice(0, 30)}"` : '?';
      });
      lab.shifts.push({ value: e.value, at: e.startTime, sources });
    }
  });
  watch('longtask', (e) => lab.longTasks.push({ start: e.startTime, duration: e.duration }));
}

/** Largest session window of layout shifts (the CLS definition: 1 s gap, 5 s cap). */
function clsOf(shifts) {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.at - b.at)) {
    if (s.at - last > 1000 || s.at - first > 5000) {
      current = 0;
      first = s.at;
    }
    current += s.value;
    last = s.at;
    best = Math.max(best, current);
  }
  return best;
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const brotliCache = new Map();
/** Brotli (quality 11) size of a built file, by its URL path; null when it is not in the build. */
function brotliSize(dist, urlPath) {
  if (!brotliCache.has(urlPath)) {
    let size;
    try {
      size = brotliCompressSync(readFileSync(path.join(dist, urlPath)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    } catch {
      size = null;
    }
    brotliCache.set(urlPath, size);
  }
  return brotliCache.get(urlPath);
}

/** Waits until the page has been quiet (no request in flight, no long task) for `quietMs`. */
async function settle(page, inflight, quietMs, capMs) {
  const started = Date.now();
  let quietSince = Date.now();
  let lastTasks = -1;
  while (Date.now() - started < capMs) {
    await new Promise((r) => setTimeout(r, 250));
    const tasks = await page.evaluate(() => window.__lab.longTasks.length);
    if (inflight.size > 0 || tasks !== lastTasks) quietSince = Date.now();
    lastTasks = tasks;
    if (Date.now() - quietSince >= quietMs) return;
  }
}

/**
 * The main thread's busy time in a Chromium trace, in ms: every task (`busy`, the sum of the
 * top-level tasks: script, rendering and all, which Lighthouse multiplies into TBT), then the
 * rendering work inside them per kind (events of these kinds do not nest in one another).
 */
function mainThreadWork(traceJson) {
  const events = JSON.parse(traceJson).traceEvents;
  // Every renderer's main thread: the navigation from about:blank may move the page to a new process.
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const kinds = { RunTask: 'busy', UpdateLayoutTree: 'style', ParseAuthorStyleSheet: 'css parse', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint' };
  const totals = { busy: 0, style: 0, 'css parse': 0, layout: 0, paint: 0 };
  // A task run inside another (a nested run loop) is already counted in its parent's duration.
  const busyUntil = new Map();
  for (const e of events.filter((x) => x.ph === 'X' && kinds[x.name] && mains.has(`${x.pid}:${x.tid}`)).sort((a, b) => a.ts - b.ts)) {
    const kind = kinds[e.name];
    const thread = `${e.pid}:${e.tid}`;
    if (kind === 'busy') {
      if (e.ts < (busyUntil.get(thread) ?? 0)) continue;
      busyUntil.set(thread, e.ts + (e.dur ?? 0));
    }
    totals[kind] += (e.dur ?? 0) / 1000;
  }
  return totals;
}

async function measureOnce(browser, { base, sessionKey, dist, route, profile, cpuProfilePath, mainThread = false }) {
  const settings = profiles[profile];
  const context = await browser.newContext({ ...settings.context, baseURL: base });
  await context.addCookies([{ name: 'portalSessionKey', value: encodeURIComponent(sessionKey), url: base }]);
  // A returning user who already answered "Stay Logged In?": the bench measures the screen.
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('portal.neverSaveIdentity', 'Y');
    } catch {
      // no storage
    }
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (settings.network) await cdp.send('Network.emulateNetworkConditions', settings.network);
  if (settings.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpu });

  const scripts = new Map();
  const inflight = new Set();
  // Every request's start and end (CDP monotonic seconds), for --lab-waterfall.
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    inflight.add(e.requestId);
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp, end: null });
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') {
      const url = new URL(e.response.url);
      scripts.set(e.requestId, { path: url.pathname, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none', wire: 0 });
    }
  });
  const done = (e) => {
    inflight.delete(e.requestId);
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
    const s = scripts.get(e.requestId);
    if (s && e.encodedDataLength) s.wire = e.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);

  if (cpuProfilePath) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (mainThread) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(route, { waitUntil: 'load', timeout: 60_000 });
  await settle(page, inflight, 2000, 30_000);
  const work = mainThread ? mainThreadWork((await browser.stopTracing()).toString('utf8')) : null;
  let profileData = null;
  if (cpuProfilePath) profileData = (await cdp.send('Profiler.stop')).profile;
  const lab = await page.evaluate(() => window.__lab);
  const landed = new URL(page.url()).pathname;
  await context.close();

  const fcp = lab.fcp ?? 0;
  const tbt = lab.longTasks.filter((t) => t.start + t.duration > fcp).reduce((n, t) => n + Math.max(0, t.duration - 50 - Math.max(0, fcp - t.start)), 0);
  const js = [...scripts.values()];
  return {
    landed,
    fcp: lab.fcp,
    lcp: lab.lcp,
    lcpElement: lab.lcpElement,
    cls: clsOf(lab.shifts),
    shifts: lab.shifts,
    tbt,
    longTasks: lab.longTasks.length,
    mainThreadMs: lab.longTasks.reduce((n, t) => n + t.duration, 0),
    jsRequests: js.length,
    jsWire: js.reduce((n, s) => n + s.wire, 0),
    jsBrotli: js.reduce((n, s) => n + (brotliSize(dist, s.path) ?? s.wire), 0),
    encodings: [...new Set(js.map((s) => s.encoding))].join(','),
    profile: profileData,
    work,
    waterfall: waterfallOf([...requests.values()], base),
  };
}

/** Requests in start order, in ms from the document's request (for --lab-waterfall). */
function waterfallOf(requests, base) {
  const t0 = Math.min(...requests.map((r) => r.start));
  return requests
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ path: r.url.replace(base, ''), start: (r.start - t0) * 1000, end: r.end === null ? null : (r.end - t0) * 1000 }));
}

/**
 * A built position (a URL path under dist, 0-based line and column, as CPU profiles and traces give
 * them) → its original position (source, line, name), from the build's source maps; null without
 * them. Each map is read once. The mapping package is a dependency of vite's, so it may be absent.
 */
export async function originalPositions(dist) {
  let TraceMap;
  let originalPositionFor;
  try {
    ({ TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping'));
  } catch {
    return () => null;
  }
  const maps = new Map();
  return (urlPath, line, column) => {
    if (!maps.has(urlPath)) {
      let map;
      try {
        map = dist ? new TraceMap(readFileSync(path.join(dist, `${urlPath}.map`), 'utf8')) : null;
      } catch {
        map = null;
      }
      maps.set(urlPath, map);
    }
    const map = maps.get(urlPath);
    if (!map || line === undefined) return null;
    const original = originalPositionFor(map, { line: line + 1, column });
    return original?.source ? original : null;
  };
}

/** The package (node_modules/<name>) or source folder a built position comes from, when the build has source maps. */
async function sourceAttributor(dist) {
  const originalOf = await originalPositions(dist);
  return (urlPath, line, column) => {
    const source = originalOf(urlPath, line, column)?.source;
    if (!source) return null;
    const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (nm) return nm[1];
    const own = /src\/(.*)$/.exec(source);
    return own ? `src/${own[1]}` : source;
  };
}

/** Self time per script URL, per source package (with `vite build --sourcemap`) and per function of a CDP CPU profile. */
function summariseProfile(profile, base, attribute) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0) / 1000);
  const perFile = new Map();
  const perFunction = new Map();
  const perSource = new Map();
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame;
    const file = frame.url ? frame.url.replace(base, '') : `(${frame.functionName || 'native'})`;
    perFile.set(file, (perFile.get(file) ?? 0) + ms);
    const source = frame.url ? attribute(file, frame.lineNumber, frame.columnNumber) : null;
    if (source) perSource.set(source, (perSource.get(source) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { perFile: top(perFile, 12), perFunction: top(perFunction, 20), perSource: top(perSource, 25) };
}

const ms = (v) => (v === null ? '   n/a' : `${Math.round(v)}`.padStart(6));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs the lab section against a running server at `base` serving the build in `dist`.
 * Options: runs (median of), routes, profiles ('phone', 'desktop'), cpuProfileRoute.
 */
export async function labReport({ base, sessionKey, dist, runs = 5, routes = labRoutes, profileNames = ['phone'], cpuProfileRoute = null, cpuProfileWith = 'phone', waterfall = false, mainThread = false }, overBudget) {
  const browser = await chromium.launch({ executablePath: process.env.PORTAL_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    // One untimed load warms the server (its caches, PGlite's first queries), not the browser.
    await measureOnce(browser, { base, sessionKey, dist, route: '/', profile: 'desktop' });
    for (const profile of profileNames) {
      const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
      console.log(`\nLab: first load per screen, ${profile} profile${profile === 'phone' ? ' (4x CPU, slow 4G)' : ''}, cold cache, median of ${runs} (load ${load()})`);
      console.log('  route            FCP ms   LCP ms   TBT ms    CLS   long tasks  JS: requests  wire       brotli     encoding');
      for (const route of routes) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, { base, sessionKey, dist, route, profile, mainThread }));
        const m = (key) => median(results.map((r) => r[key]));
        const lcp = m('lcp');
        const tbt = m('tbt');
        const cls = m('cls');
        const landed = results[0].landed;
        const over = [];
        if (lcp === null || lcp > labBudgets.lcpMs) over.push('LCP');
        if (tbt > labBudgets.tbtMs) over.push('TBT');
        if (cls > labBudgets.cls) over.push('CLS');
        for (const what of over) overBudget.push(`${profile} ${route} ${what}`);
        console.log(
          `  ${route.padEnd(15)} ${ms(m('fcp'))}   ${ms(lcp)}   ${ms(tbt)}  ${cls.toFixed(3)}  ${String(m('longTasks')).padStart(6)}      ${String(m('jsRequests')).padStart(6)}     ${kb(m('jsWire')).padEnd(10)} ${kb(m('jsBrotli')).padEnd(10)} ${results[0].encodings}` +
            `  ${over.length ? `OVER: ${over.join(', ')}` : 'OK'}${landed !== route ? `  (landed on ${landed})` : ''}`,
        );
        const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
        if (worst.cls > labBudgets.cls) {
          for (const s of worst.shifts.slice(0, 4)) console.log(`      shift ${s.value.toFixed(3)} at ${Math.round(s.at)} ms: ${s.sources.join(' | ')}`);
        }
        if (mainThread) {
          const kinds = Object.keys(results[0].work);
          console.log(`      main thread (median ms): ${kinds.map((k) => `${k} ${Math.round(median(results.map((r) => r.work[k])))}`).join(' · ')}`);
        }
        if (process.env.BENCH_LAB_VERBOSE) console.log(`      LCP element: ${results[0].lcpElement}; long tasks ${Math.round(m('mainThreadMs'))} ms in all`);
        if (waterfall) {
          const first = results[0];
          console.log(`      waterfall of the first run (FCP ${ms(first.fcp)} ms, LCP ${ms(first.lcp)} ms: ${first.lcpElement})`);
          for (const r of first.waterfall) console.log(`      ${ms(r.start)} – ${ms(r.end)} ms  ${r.path.slice(0, 90)}`);
        }
      }
      console.log(`  budgets (what decides Lighthouse's score >= 90): LCP <= ${labBudgets.lcpMs} ms, TBT <= ${labBudgets.tbtMs} ms, CLS <= ${labBudgets.cls} (load ${load()})`);
    }
    if (cpuProfileRoute) {
      const result = await measureOnce(browser, { base, sessionKey, dist, route: cpuProfileRoute, profile: cpuProfileWith, cpuProfilePath: true });
      const dir = path.join(root, 'bench-results');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `first-load${cpuProfileRoute.replace(/\W+/g, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
      const { perFile, perFunction, perSource } = summariseProfile(result.profile, base, await sourceAttributor(dist));
      console.log(`\nCPU profile of ${cpuProfileRoute}, ${cpuProfileWith} profile (${profiles[cpuProfileWith].cpu}x CPU): ${path.relative(root, file)}`);
      console.log('  self time per file:');
      for (const [file, t] of perFile) console.log(`    ${t.toFixed(0).padStart(6)} ms  ${file}`);
      if (perSource.length) {
        console.log('  self time per package / source file (from the build\'s source maps):');
        for (const [source, t] of perSource) console.log(`    ${t.toFixed(0).padStart(6)} ms  ${source}`);
      } else console.log('  (build with `vite build --sourcemap` to see self time per package)');
      console.log('  costliest functions (self time):');
      for (const [fn, t] of perFunction) console.log(`    ${t.toFixed(0).padStart(6)} ms  ${fn}`);
    }
  } finally {
    await browser.close();
  }
}
