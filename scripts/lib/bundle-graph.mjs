// The built JavaScript graph of dist/: which files index.html loads, and what a chunk pulls in
// with static imports. Shared by the bundle section and the Insights figures of `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not import(). */
export function staticImports(code) {
  const found = new Set();
  const re = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.m?js)["'`]/g;
  for (const match of code.matchAll(re)) found.add(match[1]);
  return [...found];
}

/** The files plus everything they statically import, as absolute paths. */
export function withStaticGraph(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(path.resolve(path.dirname(file), spec));
  }
  return seen;
}

/** What index.html loads before any route: its module scripts and modulepreloads, and their static graph. */
export function entryGraph(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [];
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.push(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.push(m[1]);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) refs.push(m[1]);
  const toFile = (ref) => path.join(dist, ref.replace(/^\//, '').split('?')[0]);
  return { graph: withStaticGraph(refs.map(toFile)), html, toFile };
}
