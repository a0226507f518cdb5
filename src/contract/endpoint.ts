import * as z from 'zod/mini';
import { idSchema } from './common';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * What a session must do before it may use the portal (core §2 "Which screen shows"): change a
 * temporary password, or pass two-factor. Until then the server answers only the endpoints that
 * list the gate in `duringGate` (the gate screens' calls); every other call is a 403.
 */
export type SessionGate = 'temporaryPassword' | 'twoFactor';

/** The `{name}` slots of a path template: `'/api/contacts/{id}/methods/{methodId}'` → `'id' | 'methodId'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never;

/** A `params` schema whose keys are exactly the template's slots. */
export type PathParamsSchema<P extends string> = z.ZodMiniObject<{ [K in PathParamNames<P>]: z.ZodMiniType }>;

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Par extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  method: M;
  path: P;
  request: Req;
  response: Res;
  /** The path's `{name}` slots, parsed (ids with the contract's `idSchema`); required when the path has slots. */
  params?: Par;
  /** POST bodies are form-encoded unless this is set (spec core §7). */
  json?: boolean;
  /** The gates during which a session may still call this endpoint (none when omitted). */
  duringGate?: readonly SessionGate[];
  /**
   * A billing-only user (every role BILLING_ADMIN: only /billing and /profile, core §2) may call
   * this endpoint: the billing and profile screens' calls and the shell's own. Every other call of
   * theirs is a 403 (server/http/billing-only.ts). Public endpoints need no session and no flag.
   */
  openToBillingOnly?: true;
}

export const endpoint = <
  M extends HttpMethod,
  P extends string,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Par extends z.ZodMiniType | undefined = undefined,
>(
  def: EndpointDef<M, P, Req, Res, Par>,
) => def;

/** An entry's params schema covers exactly its path's slots (none when the path has none). */
type SlotsMatch<E> = E extends { path: infer P extends string; params?: infer Par }
  ? [PathParamNames<P>] extends [never]
    ? [Par] extends [undefined]
      ? true
      : false
    : Par extends PathParamsSchema<P>
      ? [Exclude<keyof z.output<Par>, PathParamNames<P>>] extends [never]
        ? true
        : false
      : false
  : false;

/** `true` when every entry of the table passes SlotsMatch; the entries that do not are named in the error. */
export type SlotsChecked<T> = { [K in keyof T]: SlotsMatch<T[K]> extends true ? never : K }[keyof T];

/** The parsed path params of an entry (an empty object when its path has no slots). */
export type EndpointParamsOf<E> = E extends { params?: infer Par }
  ? Par extends z.ZodMiniType
    ? z.output<Par>
    : Record<string, never>
  : Record<string, never>;

/** The path params a caller passes (ids as numbers or strings). */
export type EndpointParamsInput<E> = E extends { params?: infer Par }
  ? Par extends z.ZodMiniType
    ? { [K in keyof z.input<Par>]: string | number }
    : undefined
  : undefined;

/** `{ id }`: the one slot most paths have, parsed with the contract's id rule. */
export const idParams = z.object({ id: idSchema });

/** A request without fields. */
export const noFields = z.object({});

/** Fills `{id}`-style slots of a path template. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
