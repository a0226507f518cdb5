// The busy stretches of a CPU profile (`npm run bench -- --only lab --lab-cpu-profile ROUTE`, in
// bench-results/), longest first, and what the chosen one spends its time in: self and inclusive
// time per function, named through the build's source maps (a `vite build --sourcemap` folder).
// With a frame name (e.g. performSyncWorkOnRoot), also which calls started that frame and which
// components rendered under it: how the synchronous re-renders of issue 11 were found.
//
//   node scripts/cpu-profile-windows.mjs PROFILE DIST [WINDOW_INDEX] [FRAME]
import { readFileSync } from 'node:fs';
import { originalPositions } from './lib/bench-lab.mjs';

const [file, dist, nth = '0', under] = process.argv.slice(2);
if (!file || !dist) {
  console.error('usage: node scripts/cpu-profile-windows.mjs PROFILE DIST [WINDOW_INDEX] [FRAME]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const originalOf = await originalPositions(dist);

/** minified name → original name and source line. */
const name = (frame) => {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const path = frame.url.replace(/^https?:\/\/[^/]+/, '');
  const o = originalOf(path, frame.lineNumber, frame.columnNumber);
  if (!o) return `${frame.functionName} ${path}`;
  return `${frame.functionName}→${o.name ?? ''} ${o.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${o.line}`;
};

// Samples with their time; a window is a run of non-idle samples.
let t = profile.startTime;
const windows = [];
let current = null;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const sample = { t, id: profile.samples[i], dt: profile.timeDeltas[i + 1] ?? 0 };
  if (byId.get(sample.id).callFrame.functionName === '(idle)') {
    if (current) windows.push(current);
    current = null;
    continue;
  }
  current ??= { start: t, end: t, samples: [] };
  current.end = t + sample.dt;
  current.samples.push(sample);
}
if (current) windows.push(current);
windows.sort((a, b) => b.end - b.start - (a.end - a.start));
windows.slice(0, 10).forEach((w, i) => console.log(`window ${i} at ${((w.start - profile.startTime) / 1000).toFixed(0)} ms: ${((w.end - w.start) / 1000).toFixed(1)} ms`));

const chosen = windows[Number(nth)];
const stackOf = (id) => {
  const stack = [];
  for (let at = id; at; at = parent.get(at)) stack.push(name(byId.get(at).callFrame));
  return stack;
};
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, ms] of top(map, n)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
};

const self = new Map();
const inclusive = new Map();
const starters = new Map();
const components = new Map();
for (const s of chosen.samples) {
  const ms = s.dt / 1000;
  const stack = stackOf(s.id);
  add(self, stack[0], ms);
  for (const frame of new Set(stack)) add(inclusive, frame, ms);
  if (!under) continue;
  const at = stack.findIndex((frame) => frame.includes(under));
  if (at < 0) continue;
  add(starters, stack.slice(at + 1, at + 5).join(' < '), ms);
  // A component is the frame React's render functions called.
  const rendered = new Set();
  for (let i = 0; i < at; i++) if (/renderWithHooks|updateForwardRef|updateFunctionComponent/.test(stack[i + 1])) rendered.add(stack[i]);
  for (const c of rendered) add(components, c, ms);
}
console.log(`\nwindow ${nth}:`);
print('self', self, 25);
print('inclusive', inclusive, 50);
if (under) {
  print(`${under} started from`, starters, 8);
  print(`components rendered under ${under}`, components, 40);
}
