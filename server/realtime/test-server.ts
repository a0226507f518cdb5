/** Test helper: serves an app on an ephemeral port with websockets, and a small ws client. */
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerRealtimeMessage } from '../../src/contract/realtime';
import type { PortalApp } from '../app';
import { serveHttp } from '../http/serve-http';

export async function listen(app: PortalApp): Promise<{ url: string; close(): Promise<void> }> {
  const wss = new WebSocketServer({ noServer: true });
  let server!: ServerType;
  const port = await new Promise<number>((resolve) => {
    server = serveHttp({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', wss }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const client of wss.clients) client.terminate();
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

export interface TestSocket {
  ws: WebSocket;
  messages: ServerRealtimeMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  next(type?: ServerRealtimeMessage['type'], timeoutMs?: number): Promise<ServerRealtimeMessage>;
}

export async function connect(baseUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/update');
  const messages: ServerRealtimeMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerRealtimeMessage);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const w of waiters.splice(0)) w();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let read = 0;
  return {
    ws,
    messages,
    closed,
    send: (message) => ws.send(JSON.stringify(message)),
    async next(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (read < messages.length) {
          const m = messages[read++]!;
          if (!type || m.type === type) return m;
        }
        if (Date.now() > deadline || ws.readyState === WebSocket.CLOSED) throw new Error(`no ${type ?? 'message'} received`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}
