import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { testEnv } from '../http/test-context';
import type { RealtimeHub } from '../realtime/hub';

// The static routes never touch the database: a stub keeps this test fast.
const database = {} as Database;
const hub = {} as RealtimeHub;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><meta charset="UTF-8" /><title>SPA</title><style>.boot-splash{display:flex}</style></head><body><div id="root"></div>' + ' '.repeat(2000) + '</body></html>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log("hi");'.repeat(200));
  const bundle = 'export const greeting = "hello";\n'.repeat(300);
  mkdirSync(join(dir, 'pre', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'pre', 'assets', 'app-1.js'), bundle);
  writeFileSync(join(dir, 'pre', 'index.html'), '<!doctype html><html><head><title>SPA</title></head>' + ' '.repeat(2000));
  precompressDir(join(dir, 'pre'));
  mkdirSync(join(dir, 'routed', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'routed', 'index.html'), '<!doctype html><html><head><title>SPA</title></head><body></body></html>');
  writeFileSync(
    join(dir, 'routed', 'route-preloads.json'),
    JSON.stringify({
      '/': ['assets/dashboard-1.js', 'assets/tabs-1.js'],
      '/activity': ['assets/activity-1.js', 'assets/pair~status~activity-1.js', 'assets/x"><script>.js'],
      '/activity/$messageId': ['assets/message-1.js'],
      '/$': ['assets/not-found-1.js'],
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static SPA', () => {
  const app = () => createApp({ database, env: testEnv({ PORTAL_STATIC_DIR: dir }), hub });

  it('serves hashed assets with a long cache and compression', async () => {
    const res = await app().request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends the precompressed file the browser accepts, brotli first, with Vary: Accept-Encoding', async () => {
    const pre = () => createApp({ database, env: testEnv({ PORTAL_STATIC_DIR: join(dir, 'pre') }), hub });
    const original = readFileSync(join(dir, 'pre', 'assets', 'app-1.js'));
    const br = await pre().request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(original);
    const gz = await pre().request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(original);
    const plain = await pre().request('/assets/app-1.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(original);
  });

  it('serves index.html with no-store, also for deep links', async () => {
    for (const path of ['/', '/index.html', '/activity/123?x=1']) {
      const res = await app().request(path, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-store');
      expect(await res.text(), path).toContain('<title>SPA</title>');
    }
  });

  it('renders a fresh style nonce into every index.html and allows inline styles only with it', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/index.html', '/status', '/', '/reports?tab=usage']) {
      const res = await app().request(path, { headers: { Accept: 'text/html' } });
      const html = await res.text();
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})" \/>/.exec(html)?.[1];
      expect(nonce, `${path}: ${html.slice(0, 200)}`).toBeDefined();
      // Inside <head>, before anything the page loads.
      expect(html.indexOf('csp-nonce')).toBeLessThan(html.indexOf('<title>'));
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      // The build's inline rules (the splash's: scripts/critical-css.ts) carry it too.
      expect(html).toContain(`<style nonce="${nonce}">.boot-splash{display:flex}</style>`);
      // Today's other directives stay as they were.
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it('keeps the precompressed index.html out of the answer (it could not carry the nonce)', async () => {
    const pre = () => createApp({ database, env: testEnv({ PORTAL_STATIC_DIR: join(dir, 'pre') }), hub });
    for (const path of ['/', '/index.html']) {
      const res = await pre().request(path, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
      expect(res.headers.get('Content-Encoding'), path).not.toBe('br');
      expect(await res.text(), path).toMatch(/<meta property="csp-nonce" nonce="[^"]{24}" \/>/);
    }
  });

  it('leaves assets, their caching and their precompression as they were', async () => {
    const res = await app().request('/assets/main-abc123.js');
    expect(res.headers.get('Cache-Control')).toContain('immutable');
    expect(await res.text()).not.toContain('csp-nonce');
    // Responses without a nonce allow no inline style at all.
    expect(res.headers.get('Content-Security-Policy')).toContain("style-src 'self';");
    expect(res.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
  });

  it("adds the requested screen's chunks to index.html as modulepreload links", async () => {
    const routed = () => createApp({ database, env: testEnv({ PORTAL_STATIC_DIR: join(dir, 'routed') }), hub });
    const links = async (path: string) => {
      const res = await routed().request(path, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      return [...(await res.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    expect(await links('/')).toEqual(['/assets/dashboard-1.js', '/assets/tabs-1.js']);
    // A chunk shared by screens is named after them with `~`; a name that could leave the attribute is dropped.
    expect(await links('/activity')).toEqual(['/assets/activity-1.js', '/assets/pair~status~activity-1.js']);
    expect(await links('/activity/')).toEqual(['/assets/activity-1.js', '/assets/pair~status~activity-1.js']);
    expect(await links('/activity/123?x=1')).toEqual(['/assets/message-1.js']);
    expect(await links('/no/such/screen')).toEqual(['/assets/not-found-1.js']);
    // Files of the build are never answered with index.html.
    expect((await routed().request('/assets/dashboard-1.js', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  it('does not fall back for API paths, missing assets or non-HTML requests', async () => {
    expect((await app().request('/assets/missing.js')).status).toBe(404);
    expect((await app().request('/activity', { headers: { Accept: 'application/json' } })).status).toBe(404);
    expect((await app().request('/__test/reset', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });
});
