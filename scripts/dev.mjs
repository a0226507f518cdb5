#!/usr/bin/env node
// npm run dev: the portal server on 8787 (restarting on server/ changes) and vite on 5173,
// which proxies /portalApi, /login, /logout, /support, /config.js and /update to the server.
// Open http://localhost:5173. Ctrl-C stops both; if either exits, the other is stopped too.
// PORT and PORTAL_DEV_PORT change the two ports.
import { spawn } from 'node:child_process';
import { bin, root } from './lib/proc.mjs';

const apiPort = process.env.PORT ?? '8787';
const webPort = process.env.PORTAL_DEV_PORT ?? '5173';
const children = [];
let exiting = false;

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!exiting) {
      console.error(`[dev] ${name} exited (${code ?? 'signal'}); stopping the rest.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function shutdown(code = 0) {
  if (exiting) return;
  exiting = true;
  let pending = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (pending.length === 0) process.exit(code);
  const force = setTimeout(() => {
    for (const c of pending) c.kill('SIGKILL');
    process.exit(code);
  }, 5_000);
  for (const child of pending) {
    child.once('exit', () => {
      pending = pending.filter((c) => c !== child);
      if (pending.length === 0) {
        clearTimeout(force);
        process.exit(code);
      }
    });
    child.kill('SIGTERM');
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0));
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

start('server', bin('tsx'), ['watch', '--clear-screen=false', 'server/index.ts'], {
  PORT: apiPort,
  PORTAL_PUBLIC_URL: process.env.PORTAL_PUBLIC_URL ?? `http://localhost:${webPort}`,
});
start('vite', bin('vite'), ['--port', webPort, '--strictPort'], {
  PORTAL_DEV_API: `http://127.0.0.1:${apiPort}`,
});
