/**
 * A JSON body serialised once and gzipped at most once, for payloads served many times from an
 * in-process cache (GET /api/me). Serving it skips JSON.stringify and the compress middleware's
 * per-response CompressionStream (which steps aside when Content-Encoding is already set).
 */
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './types';

export interface CachedJson<T> {
  value: T;
  json: string;
  /** The gzip of `json`, computed on first use. */
  gzip(): Uint8Array<ArrayBuffer>;
}

export function cachedJson<T>(value: T): CachedJson<T> {
  const json = JSON.stringify(value);
  let gzipped: Uint8Array<ArrayBuffer> | null = null;
  return { value, json, gzip: () => (gzipped ??= new Uint8Array(gzipSync(json))) };
}

/** True when Accept-Encoding allows gzip (by name or through `*`) with q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return gzip !== undefined && gzip.q > 0;
}

/** Sends the body as registerEndpoint's `c.json` would (no-store), gzipped when the client accepts it. */
export function sendCachedJson(c: Context<AppEnv>, body: CachedJson<unknown>): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding');
  // Same threshold as the compress middleware: tiny bodies are not worth a gzip header.
  if (body.json.length >= 1024 && acceptsGzip(c.req.header('Accept-Encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(body.gzip());
  }
  return c.body(body.json);
}
