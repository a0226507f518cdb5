import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { WebSocketServer } from 'ws';

/**
 * How long an idle keep-alive connection stays open. Node's default is 5 s, shorter than the idle
 * time of the clients and proxies in front of the portal (a load balancer's 60 s, Playwright's
 * request context): a client that sends on a pooled connection just as the server closes it gets
 * ECONNRESET (seen in CI on a test-control GET). The server should be the side that waits longest.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

interface HttpOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  wss: WebSocketServer;
}

/** Serves the app over HTTP and websockets with the portal's socket timeouts (the server entry and the tests' listen). */
export function serveHttp({ fetch, port, hostname, wss }: HttpOptions, onListen: (info: AddressInfo) => void): ServerType {
  const server = serve({ fetch, port, hostname, websocket: { server: wss } }, onListen);
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // The headers timeout must outlast it, or Node cuts the next request on a reused connection.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  return server;
}
