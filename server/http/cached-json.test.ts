import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, cachedJson, preparedJson, sendCachedJson } from './cached-json';
import type { AppEnv } from './types';

describe('cached JSON bodies', () => {
  const big = cachedJson({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: `entry ${i}` })) });
  const app = new Hono<AppEnv>();
  app.use('*', compress());
  app.get('/big', (c) => sendCachedJson(c, big));

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, *;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('sends the stored gzip once (the compress middleware steps aside), or the plain JSON', async () => {
    const zipped = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Cache-Control')).toBe('no-store');
    expect(zipped.headers.get('Content-Type')).toBe('application/json');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(big.json);
    expect(big.gzip()).toBe(big.gzip());

    const plain = await app.request('/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big.value);
  });

  it('serialises a filled body one event-loop turn after its load, so queued work runs between the two', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('a queued request'));
    const body = await preparedJson({ toJSON: () => (order.push('serialised'), { items: 'x'.repeat(2000) }) });
    expect(order).toEqual(['a queued request', 'serialised']);
    expect(gunzipSync(Buffer.from(body.gzip())).toString()).toBe(body.json);
  });
});
