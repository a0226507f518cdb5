import * as z from 'zod';

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

export const endpoint = <M extends HttpMethod, P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  def: EndpointDef<M, P, Req, Res>,
) => def;

/** A request without fields. */
export const noFields = z.object({});

