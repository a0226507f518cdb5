import ky, { type KyInstance } from 'ky';
import * as z from 'zod/mini';
import { endpointDefinition } from '@/contract/endpoint-areas';
import { fillPath, type EndpointDef } from '@/contract/endpoint';
import type {
  EndpointName,
  EndpointPathParams,
  EndpointRequest,
  EndpointResponse,
  HttpMethod,
} from '@/contract/endpoints';
import { env } from '@/lib/env';
import { trackRequest } from '@/lib/requests-in-flight';
import { takeEarlyAnswer } from './early-answers';
import { toSearchParams } from './search-params';
import type { ContractParseOutcome } from '@/workers/contract-body';
import { parseOffThread, warmParseWorker } from './parse-off-thread';
import { PortalError } from './portal-error';

/**
 * The single HTTP client of the portal API: `{api}/portalApi` (absolute, so jsdom works),
 * `Authorization: Bearer <session key>`, form-encoded POST bodies unless the endpoint is `json`,
 * every response parsed with the endpoint's contract schema. The session layer plugs in the key
 * and the 401 handler (the api layer never imports the app).
 */
export interface PortalAuth {
  getSessionKey: () => string | null;
  /** Called on a 401 (the session logs out once, however many requests fail together). */
  onUnauthorized: (error: PortalError) => void;
}

let auth: PortalAuth = { getSessionKey: () => null, onUnauthorized: () => {} };

export function configurePortalAuth(next: PortalAuth): void {
  auth = next;
}

/** The key requests are sent with now (the early /api/me is used only when it was asked with it). */
export const currentSessionKey = (): string | null => auth.getSessionKey();

/** `fetchImpl`: screen tests answer with the reference server in-process (src/testing/portal-server.ts). */
export function createPortalHttp(prefixUrl: string = env.portalApiBase, fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    prefixUrl,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          const key = auth.getSessionKey();
          if (key && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${key}`);
        },
      ],
    },
  });
}

let http: KyInstance = createPortalHttp();

/** Tests point the client at another base (e.g. a server app on a random port). */
export function setPortalHttp(instance: KyInstance): void {
  http = instance;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Leave a 401 to the caller (identity-key login handles its own). */
  skipUnauthorizedHandler?: boolean;
  /** Replaces the session's key for this call. */
  sessionKey?: string;
  /**
   * Parse and check the response in the contract-parse worker (src/api/http/parse-off-thread.ts):
   * for large bodies (the activity list's pages), so the main thread has no long task.
   */
  parseOffThread?: boolean;
  /** Another `…/portalApi` base for this call (login migration goes to the page's own origin). */
  baseUrl?: string;
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The issues of a value that failed its schema, in English. The contract is on `zod/mini`, which
 * loads no locale (its issues all read "Invalid input"), and the English texts would cost the
 * first load ~1 KB gzip for a path that only runs on a contract mismatch: so they load here, once,
 * and the value is checked again to word the issues ("Too big: expected string to have <=99
 * characters"). Custom messages of the contract read the same either way.
 */
async function describeFailure(schema: z.ZodMiniType, value: unknown): Promise<string> {
  try {
    const { default: en } = await import('zod/v4/locales/en.js');
    z.config(en());
  } catch {
    // Offline or a stale deploy: the generic texts still name the failing fields.
  }
  const again = schema.safeParse(value);
  return again.success ? 'the value did not match the contract' : describeIssues(again.error);
}

/** GET and DELETE carry their input in the query string; POST in the body. */
const sendsQuery = (method: HttpMethod): boolean => method === 'GET' || method === 'DELETE';

/** Calls one endpoint of `src/contract/endpoints.ts` and returns its parsed response. */
/** Path params are required, with the template's slot names, exactly when the path has `{slots}`. */
type PathArgs<N extends EndpointName> =
  EndpointPathParams<N> extends undefined
    ? [pathParams?: undefined, options?: CallOptions]
    : [pathParams: EndpointPathParams<N>, options?: CallOptions];

export function callEndpoint<N extends EndpointName>(
  name: N,
  input?: EndpointRequest<N>,
  ...[pathParams, options = {}]: PathArgs<N>
): Promise<EndpointResponse<N>> {
  // In flight until parsed: the idle prefetches wait for it (src/lib/requests-in-flight.ts).
  return trackRequest(callAndParse(name, input, pathParams as Record<string, string | number> | undefined, options));
}

async function callAndParse<N extends EndpointName>(
  name: N,
  input: EndpointRequest<N> | undefined,
  pathParams: Record<string, string | number> | undefined,
  options: CallOptions,
): Promise<EndpointResponse<N>> {
  if (options.parseOffThread) warmParseWorker();
  const def = await endpointDefinition(name);
  const label = `${def.method} ${def.path}`;
  const response = await requestEndpoint(def, input, pathParams, options);

  if (options.parseOffThread) return (await readOffThread(name, def, response, options.signal)) as EndpointResponse<N>;
  let raw: unknown;
  try {
    const text = await response.text();
    raw = text ? (JSON.parse(text) as unknown) : {};
  } catch (cause) {
    throw new PortalError(0, `Unexpected response from ${label}: not JSON`, null, { cause });
  }
  const parsed = def.response.safeParse(raw);
  if (!parsed.success) {
    throw new PortalError(0, `Unexpected response from ${label}: ${await describeFailure(def.response, raw)}`, raw);
  }
  return parsed.data as EndpointResponse<N>;
}

/** The body of a successful response, parsed off the main thread; the same errors as callEndpoint's own parse. */
async function readOffThread(name: EndpointName, def: EndpointDef, response: Response, signal?: AbortSignal): Promise<unknown> {
  const label = `${def.method} ${def.path}`;
  let outcome: ContractParseOutcome;
  try {
    outcome = await parseOffThread(name, await response.arrayBuffer(), signal);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new PortalError(0, `Unexpected response from ${label}: ${cause instanceof Error ? cause.message : String(cause)}`, null, { cause });
  }
  if (outcome.ok) return outcome.data;
  if (outcome.notJson) throw new PortalError(0, `Unexpected response from ${label}: not JSON`, null, { cause: new SyntaxError(outcome.message) });
  throw new PortalError(0, `Unexpected response from ${label}: ${await describeFailure(def.response, outcome.raw)}`, outcome.raw);
}

/** `attachment; filename="x.csv"` (or RFC 5987 `filename*=UTF-8''x.csv`) → `x.csv`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** The endpoint's path with its slots filled, relative to the `{api}/portalApi` prefix. */
const endpointPath = (def: EndpointDef, pathParams: Record<string, string | number> | undefined): string =>
  fillPath(def.path, pathParams ?? {}).replace(/^\/+/, '');

/** The request's input, checked with the endpoint's contract (a mismatch is a PortalError of status 0). */
async function checkedInput(def: EndpointDef, input: unknown): Promise<Record<string, unknown>> {
  const body = (input ?? {}) as Record<string, unknown>;
  if (!def.request.safeParse(body).success) {
    throw new PortalError(0, `Invalid request for ${def.method} ${def.path}: ${await describeFailure(def.request, body)}`, body);
  }
  return body;
}

/**
 * index.html's answer to this very call, when it asked it early (early-answers.ts): a GET with
 * the same path and query, sent with the session's own key to the portal's API. Used instead of
 * sending the request, with the same contract parse; when it failed or was refused the call is
 * sent after all (the early one may have been asked before a sign-in gate was passed), and that
 * answer counts.
 */
function earlyAnswerFor(def: EndpointDef, path: string, query: URLSearchParams, options: CallOptions): Promise<Response> | undefined {
  if (def.method !== 'GET' || options.sessionKey || options.baseUrl) return undefined;
  const search = query.toString();
  return takeEarlyAnswer(`/${path}${search ? `?${search}` : ''}`, auth.getSessionKey());
}

/**
 * Sends one endpoint's request: the input checked with its contract, the path filled, Bearer,
 * form-encoded (or JSON) body or query; a failed answer becomes a PortalError (a 401 also logs
 * out unless the caller handles it). Resolves the successful response unread, for the caller to
 * parse (`callEndpoint`) or save (`fetchEndpointFile`).
 */

async function requestEndpoint(
  def: EndpointDef,
  input: unknown,
  pathParams: Record<string, string | number> | undefined,
  options: CallOptions,
  timeout?: number,
): Promise<Response> {
  const body = await checkedInput(def, input);
  const path = endpointPath(def, pathParams);
  const headers: Record<string, string> = {};
  if (options.sessionKey) headers['Authorization'] = `Bearer ${options.sessionKey}`;
  const method: HttpMethod = def.method;
  const json = 'json' in def && def.json === true;
  let response: Response;
  try {
    const client = options.baseUrl ? createPortalHttp(options.baseUrl) : http;
    // Encoded once: the early answer is looked up by the query the request would carry.
    const query = sendsQuery(method) ? toSearchParams(body) : undefined;
    const pending = query ? earlyAnswerFor(def, path, query, options) : undefined;
    const early = pending ? await pending.catch(() => undefined) : undefined;
    response = early?.ok ? early : await client(path, {
      method,
      headers,
      signal: options.signal,
      ...(timeout ? { timeout } : {}),
      ...(query
        ? { searchParams: query }
        : json
          ? { json: body }
          : { body: toSearchParams(body) }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw PortalError.network(cause);
  }
  if (!response.ok) {
    const error = await PortalError.fromResponse(response);
    if (error.status === 401 && !options.skipUnauthorizedHandler) auth.onUnauthorized(error);
    throw error;
  }
  return response;
}

/** Files and raw bodies can be large and slow to build on the server: two minutes, not the client's 30 s. */
const LARGE_ANSWER_TIMEOUT_MS = 120_000;

/** Fetches a file endpoint and returns the blob with the server's file name. */
export async function fetchEndpointFile<N extends EndpointName>(
  name: N,
  input?: EndpointRequest<N>,
  pathParams?: Record<string, string | number>,
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const def = await endpointDefinition(name);
  const response = await requestEndpoint(def, input, pathParams, options, LARGE_ANSWER_TIMEOUT_MS);
  const fallback = def.path.split('/').pop() ?? 'download';
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback) };
}

/**
 * A GET a worker sends itself (`fetchBodyInWorker`, src/workers/worker-fetch.ts): the endpoint's
 * URL with its checked input as the query, and the session's key. A large answer that only a
 * worker reads (the Monthly Report's 10,000 calls, ~5 MB) then never reaches the main thread: its
 * bytes arriving there cost a 70-170 ms task (issue 15). The worker checks the body with the
 * contract (`parseContractBody`) as every large answer is checked.
 */
export interface WorkerEndpointRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export async function workerEndpointRequest<N extends EndpointName>(
  name: N,
  input: EndpointRequest<N> | undefined,
  pathParams: Record<string, string | number>,
): Promise<WorkerEndpointRequest> {
  const def: EndpointDef = await endpointDefinition(name);
  if (def.method !== 'GET') throw new Error(`${def.method} ${def.path}: a worker sends GET requests only`);
  const body = await checkedInput(def, input);
  const url = new URL(`${env.portalApiBase.replace(/\/+$/, '')}/${endpointPath(def, pathParams)}`);
  url.search = toSearchParams(body).toString();
  const key = auth.getSessionKey();
  return { url: url.toString(), headers: key ? { Authorization: `Bearer ${key}` } : {}, timeoutMs: LARGE_ANSWER_TIMEOUT_MS };
}

/** A worker's failed request as the page's own: a 401 logs out, as any request of the page does. */
export function workerRequestFailure(error: PortalError): PortalError {
  if (error.isUnauthorized) auth.onUnauthorized(error);
  return error;
}

/** Saves a blob through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads a file endpoint and saves it under the server's file name; returns that name. */
export async function downloadEndpointFile<N extends EndpointName>(
  name: N,
  input?: EndpointRequest<N>,
  pathParams?: Record<string, string | number>,
  options: CallOptions = {},
): Promise<string> {
  const { blob, fileName } = await fetchEndpointFile(name, input, pathParams, options);
  saveBlob(blob, fileName);
  return fileName;
}
