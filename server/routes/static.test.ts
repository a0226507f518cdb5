import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>' + ' '.repeat(2000));
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log("hi");'.repeat(200));
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

  it('serves index.html with no-cache, also for deep links', async () => {
    const root = await app().request('/', { headers: { Accept: 'text/html' } });
    expect(root.headers.get('Cache-Control')).toBe('no-cache');
    expect(await root.text()).toContain('<title>SPA</title>');
    const deep = await app().request('/activity/123?x=1', { headers: { Accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('Cache-Control')).toBe('no-cache');
    expect(await deep.text()).toContain('<title>SPA</title>');
  });

  it('does not fall back for API paths, missing assets or non-HTML requests', async () => {
    expect((await app().request('/assets/missing.js')).status).toBe(404);
    expect((await app().request('/activity', { headers: { Accept: 'application/json' } })).status).toBe(404);
    expect((await app().request('/__test/reset', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });
});
