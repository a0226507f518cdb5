#!/usr/bin/env node
// The npm registry these machines reach serves only the Linux builds of some native optional
// packages (e.g. @unrs/resolver-binding-*, pulled in by eslint-plugin-import-x). npm then writes
// a lock file without the other platforms' entries, and `npm ci` refuses it as "out of sync".
// This adds a lock entry, with the os/cpu of its name, for every optional dependency the lock
// lacks, so `npm ci` sees a complete tree and skips the foreign-platform packages as usual.
// Run it after `npm install` changes package-lock.json: node scripts/lib/fix-lock-optional.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32'];
const cpuNames = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.find((p) => cpuNames.includes(p));
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const key = `${base}node_modules/${dep}`;
    if (packages[key] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os || !cpu) continue; // not a platform build: leave it to npm
    packages[`node_modules/${dep}`] = {
      version: version.replace(/^[\^~]/, ''),
      cpu: [cpu],
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lock-optional: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
