import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterEach, expect, test } from 'vitest';
import { WebSocketServer } from 'ws';
import { KEEP_ALIVE_TIMEOUT_MS, serveHttp } from './serve-http';

let server: ServerType | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

test('idle connections are kept longer than Node’s 5 s default, and the server tells clients so', async () => {
  const port = await new Promise<number>((resolve) => {
    server = serveHttp({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1', wss: new WebSocketServer({ noServer: true }) }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  const response = await fetch(`http://127.0.0.1:${port}/`);
  await response.text();
  // Clients that pool connections (undici, Playwright) read this hint to retire a socket before the server does.
  expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
});
