import * as z from 'zod';
import { okResponseSchema, sessionRequestSchema, sessionResponseSchema } from './session';
import { userSchema } from './user';

/**
 * Every portal API call, once: method, the path template exactly as in the spec, the request
 * schema (form fields for POST unless `json`, query for GET) and the response schema. The client
 * derives its ky calls from this table and the server registers its handlers from it, so a
 * missing handler or a drifted field is a type error. Paths are relative to `{api}/portalApi`.
 */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  method: M;
  path: P;
  request: Req;
  response: Res;
  /** POST bodies are form-encoded unless this is set (spec core §7). */
  json?: boolean;
}

const endpoint = <M extends HttpMethod, P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointDef<M, P, Req, Res>,
) => def;

const none = z.object({});

export const endpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', request: none, response: userSchema }),
  session: endpoint({
    method: 'POST',
    path: '/api/session',
    request: sessionRequestSchema,
    response: sessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/me/logout', request: none, response: okResponseSchema }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** Fills `{id}`-style slots of a path template. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
