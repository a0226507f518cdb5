/**
 * Registers a handler for an entry of src/contract/endpoints.ts: the path comes from the table
 * (`{id}` → `:id`), the request is parsed with the entry's schema (query for GET, form fields
 * for POST unless `json`), and in development and tests the handler's result is checked against
 * the response schema so a drifted field fails loudly instead of reaching the client.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import type { EndpointParamsOf } from '../../src/contract/endpoint';
import type { EndpointDef } from '../../src/contract/endpoints';
import { isProduction } from '../env';
import { describeZodError, messages, PortalHttpError } from './errors';
import { readForm, refuseUnstorable } from './input-limits';
import { refuseOutsideBillingOnly } from './billing-only';
import { requireSession } from './session';
import type { AppEnv, RequestSession } from './types';

export interface EndpointOptions {
  /** Public endpoints run without a session (the session is still resolved when sent). */
  public?: boolean;
}

export type EndpointHandler<D extends EndpointDef> = (
  c: Context<AppEnv>,
  input: z.output<D['request']>,
  extra: { params: EndpointParamsOf<D>; session: RequestSession },
) => Promise<z.input<D['response']> | Response> | z.input<D['response']> | Response;

export type PublicEndpointHandler<D extends EndpointDef> = (
  c: Context<AppEnv>,
  input: z.output<D['request']>,
  extra: { params: EndpointParamsOf<D>; session: RequestSession | undefined },
) => Promise<z.input<D['response']> | Response> | z.input<D['response']> | Response;

/** `/api/messages/{id}/read` → `/api/messages/:id/read`. */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

export async function readInput(c: Context<AppEnv>, def: Pick<EndpointDef, 'method' | 'json'>): Promise<unknown> {
  if (def.method === 'GET') {
    const query = multiValueQuery(c);
    refuseUnstorable(query);
    return query;
  }
  const type = c.req.header('Content-Type') ?? '';
  if (def.json || type.includes('application/json')) {
    const text = await c.req.text();
    if (!text.trim()) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      throw new PortalHttpError(400, 'The request body is not valid JSON.');
    }
    refuseUnstorable(parsed);
    return parsed;
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return readForm(c);
  const query = multiValueQuery(c);
  refuseUnstorable(query);
  return query;
}

function multiValueQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) out[key] = values.length === 1 ? values[0]! : values;
  return out;
}

export function parseRequest<S extends z.core.$ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = z.safeParse(schema, raw);
  if (!result.success) throw new PortalHttpError(400, describeZodError(result.error));
  return result.data;
}

/**
 * The path's `{slots}`, parsed with the entry's `params` schema (ids with the contract's
 * `idSchema`). A slot that does not parse names no record: 404, as an unknown id would.
 */
export function parsePathParams<D extends EndpointDef>(def: D, raw: Record<string, string>): EndpointParamsOf<D> {
  for (const value of Object.values(raw)) refuseUnstorable(value);
  if (!def.params) return {} as EndpointParamsOf<D>;
  const result = z.safeParse(def.params, raw);
  if (!result.success) throw new PortalHttpError(404, messages.notFound);
  return result.data as EndpointParamsOf<D>;
}

export function registerEndpoint<D extends EndpointDef>(
  router: Hono<AppEnv>,
  def: D,
  handler: EndpointHandler<D>,
  options?: { public?: false },
): void;
export function registerEndpoint<D extends EndpointDef>(
  router: Hono<AppEnv>,
  def: D,
  handler: PublicEndpointHandler<D>,
  options: { public: true },
): void;
export function registerEndpoint<D extends EndpointDef>(
  router: Hono<AppEnv>,
  def: D,
  handler: EndpointHandler<D> | PublicEndpointHandler<D>,
  options: EndpointOptions = {},
): void {
  router.on(def.method, honoPath(def.path), async (c) => {
    const session = options.public ? c.get('session') : requireEndpointSession(c, def);
    const params = parsePathParams(def, c.req.param() as Record<string, string>);
    const input = parseRequest(def.request, await readInput(c, def)) as z.output<D['request']>;
    const result = await (handler as PublicEndpointHandler<D>)(c, input, { params, session });
    if (result instanceof Response) return result;
    c.header('Cache-Control', 'no-store');
    return c.json(checkedResponse(c, def, result) as object);
  });
}

/** The session a (non-public) entry requires: past its gates, and open to a billing-only user. */
function requireEndpointSession(c: Context<AppEnv>, def: EndpointDef): RequestSession {
  const session = requireSession(c, { duringGate: def.duringGate });
  refuseOutsideBillingOnly(session, def);
  return session;
}

/**
 * A handler's result as it is sent: outside production, checked against the entry's response
 * schema (a drifted field fails loudly with a 500). Production skips the check: the schemas are
 * the server's own types (`z.input` of the response is what handlers must return), so the check
 * catches development mistakes, not bad data, and a messages page (500 messages + 100 chats) costs
 * it 20-30 ms of blocking CPU per request. Handlers that send their own Response (cached
 * bodies: response-cache.ts) call this on what they cache, so tests still check it.
 */
export function checkedResponse<D extends EndpointDef>(c: Context<AppEnv>, def: D, result: unknown): unknown {
  if (isProduction(c.get('env'))) return result;
  const checked = def.response.safeParse(result);
  if (!checked.success) {
    console.error(`[server] ${def.method} ${def.path} response does not match the contract`, checked.error.issues);
    throw new PortalHttpError(500, `Response does not match the contract: ${describeZodError(checked.error)}`);
  }
  return checked.data;
}
