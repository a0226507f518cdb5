/**
 * A JSON body serialised once and gzipped at most once, for payloads served many times from an
 * in-process cache (GET /api/me, the messages pages). Serving it skips JSON.stringify and the
 * compress middleware's per-response CompressionStream (which steps aside when Content-Encoding
 * is already set).
 *
 * `preparedJson` (what the caches file) gzips a body worth compressing up front on libuv's thread
 * pool: a messages page's ~1 MB takes 20-40 ms to gzip, which `gzipSync` on first use would
 * spend on the event loop while every other request waits.
 */
import { promisify } from 'node:util';
import { gzip as gzipAsync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from './types';

const gzipInPool = promisify(gzipAsync);
/** The compress middleware's threshold: smaller bodies are not worth a gzip header. */
const gzipThreshold = 1024;

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

/**
 * `cachedJson` with the gzip made beforehand, off the event loop, when the body is worth it. The
 * body is serialised one turn of the event loop later (this runs on cache fills only): the load
 * that produced it (rows mapped as the last query's answer arrived) and the ~10-40 ms
 * JSON.stringify of a messages page are then two blocks of the loop, not one, and requests
 * queued meanwhile are answered between them (issue 18, the server's tail).
 */
export async function preparedJson<T>(value: T): Promise<CachedJson<T>> {
  await new Promise((resolve) => setImmediate(resolve));
  const body = cachedJson(value);
  if (body.json.length < gzipThreshold) return body;
  const buffer = await gzipInPool(body.json);
  const gzipped = new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
  return { ...body, gzip: () => gzipped };
}

/** The last few Accept-Encoding values and their answers: a client sends the same one every time. */
const acceptMemo = new Map<string, boolean>();

/** True when Accept-Encoding allows gzip (by name or through `*`) with q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const known = acceptMemo.get(header);
  if (known !== undefined) return known;
  const accepts = parseAccept(header);
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  const answer = gzip !== undefined && gzip.q > 0;
  if (acceptMemo.size >= 64) acceptMemo.clear();
  acceptMemo.set(header, answer);
  return answer;
}

/** Sends the body as registerEndpoint's `c.json` would (no-store), gzipped when the client accepts it. */
export function sendCachedJson(c: Context<AppEnv>, body: CachedJson<unknown>): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'application/json');
  c.header('Vary', 'Accept-Encoding');
  if (body.json.length >= gzipThreshold && acceptsGzip(c.req.header('Accept-Encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(body.gzip());
  }
  return c.body(body.json);
}
