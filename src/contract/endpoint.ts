import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  method: M;
  path: P;
  request: Req;
  response: Res;
  /** POST bodies are form-encoded unless this is set (spec core §7). */
  json?: boolean;
}

export const endpoint = <M extends HttpMethod, P extends string, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: EndpointDef<M, P, Req, Res>,
) => def;

/** A request without fields. */
export const noFields = z.object({});

