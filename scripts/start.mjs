#!/usr/bin/env node
// npm start: build the SPA when dist/ is missing or stale, then run the portal server
// (server/index.ts: API, login pages, websocket and the built SPA on PORT, default 8787).
import { spawn } from 'node:child_process';
import { bin, root, run, spaNeedsBuild } from './lib/proc.mjs';

if (spaNeedsBuild()) {
  console.log('[start] building the portal (vite build)…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) {
    console.error('[start] the build failed; see the errors above.');
    process.exit(code);
  }
}

const server = spawn(bin('tsx'), ['server/index.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (err) => {
  console.error('[start] could not start the server:', err.message);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
