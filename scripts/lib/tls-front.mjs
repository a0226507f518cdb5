// A TLS front with HTTP/2 for the bench (`--lighthouse-h2`): what a production deployment puts
// before the portal (a proxy that terminates TLS and speaks HTTP/2 to browsers), so Lighthouse can
// be read over the protocol a phone actually gets. The reference server speaks HTTP/1.1 without
// TLS, and Lighthouse's simulation models the two differently: six cold connections per origin,
// each in slow start, against one warmed connection that carries every request.
//
// A throwaway self-signed certificate (openssl); the browser is started with
// --ignore-certificate-errors. Requests are forwarded as they are, bodies streamed both ways;
// WebSocket upgrades arrive over HTTP/1.1 (Chromium does not open them over HTTP/2 without the
// extended CONNECT setting) and are piped to the server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that belong to one connection, not to the request or answer carried on it. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/** Starts the front for `target` (http://host:port); resolves to { base, stop }. */
export async function startTlsFront(target) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const upstream = new URL(target);

  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      // HTTP/2 pseudo-headers and hop-by-hop headers do not travel to an HTTP/1.1 upstream.
      if (name.startsWith(':') || hopByHop.has(name)) continue;
      headers[name] = value;
    }
    // The front's own host: the server's same-origin checks compare it with the page's Origin.
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (hopByHop.has(name)) continue;
        out[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });

  server.on('upgrade', (req, socket, head) => {
    const back = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      back.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) back.write(head);
      back.pipe(socket);
      socket.pipe(back);
    });
    const close = () => {
      back.destroy();
      socket.destroy();
    };
    back.on('error', close);
    socket.on('error', close);
  });

  // Closing waits for open connections: the browser keeps its own, so stop() ends them.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `https://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
