import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs bench helper without type declarations
import { startTlsFront } from './lib/tls-front.mjs';

let upstream: http.Server;
let front: { base: string; stop: () => Promise<void> };
const seen: { host?: string; method?: string; body: string }[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ host: req.headers.host, method: req.method, body });
      res.writeHead(201, { 'content-type': 'text/plain', 'x-portal': 'yes', 'set-cookie': 'a=1' });
      res.end(`answer to ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  front = await startTlsFront(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
}, 30_000);

afterAll(async () => {
  await front?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('the bench’s TLS front (Lighthouse over HTTP/2)', () => {
  it('answers over HTTP/2 with what the server answered, and forwards the body and the front’s host', async () => {
    const session = http2.connect(front.base, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const stream = session.request({ ':method': 'POST', ':path': '/api/x?y=1', 'content-type': 'text/plain' });
        let body = '';
        let headers: http2.IncomingHttpHeaders = {};
        stream.on('response', (h) => (headers = h));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
        stream.on('error', reject);
        stream.end('hello');
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toBe('answer to /api/x?y=1');
      expect(answer.headers['x-portal']).toBe('yes');
      expect(answer.headers['set-cookie']).toEqual(['a=1']);
      // The server's same-origin checks compare the page's Origin with this host.
      expect(seen.at(-1)).toEqual({ host: new URL(front.base).host, method: 'POST', body: 'hello' });
    } finally {
      session.close();
    }
  });
});
