import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a session must do before it may use the portal (core §2 "Which screen shows"): change a
 * temporary password, or pass two-factor. Until then the server answers only the endpoints that
 * list the gate in `duringGate` (the gate screens' calls); every other call is a 403.
 */
export type SessionGate = 'temporaryPassword' | 'twoFactor';

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
  /** The gates during which a session may still call this endpoint (none when omitted). */
  duringGate?: readonly SessionGate[];
}

export const endpoint = <M extends HttpMethod, P extends string, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: EndpointDef<M, P, Req, Res>,
) => def;

/** A request without fields. */
export const noFields = z.object({});

