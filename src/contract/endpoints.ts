import type * as z from 'zod/mini';
import { authEndpoints } from './auth.endpoints';
import { blockingEndpoints } from './blocking.endpoints';
import { contactsEndpoints } from './contacts.endpoints';
import { messagesEndpoints } from './messages.endpoints';
import { meEndpoints } from './me.endpoints';
import { profileEndpoints } from './profile.endpoints';
import { pushEndpoints } from './push.endpoints';
import { quoteEndpoints } from './quote.endpoints';
import { signInEndpoints } from './sign-in.endpoints';
import { signInGateEndpoints } from './sign-in-gate.endpoints';
import { statusesEndpoints } from './statuses.endpoints';

export type { EndpointDef, HttpMethod } from './endpoint';

/**
 * Every portal API call, once (DESIGN.md §3): each area keeps its entries in
 * `<area>.endpoints.ts` (method, the path template exactly as in the spec, request and response
 * schemas) and this table joins them. The client derives its ky calls from it and the server
 * registers its handlers from it, so a missing handler or a drifted field is a type error.
 * Paths are relative to `{api}/portalApi`.
 */
export const endpoints = {
  ...authEndpoints,
  ...blockingEndpoints,
  ...contactsEndpoints,
  ...messagesEndpoints,
  ...meEndpoints,
  ...profileEndpoints,
  ...pushEndpoints,
  ...quoteEndpoints,
  ...signInEndpoints,
  ...signInGateEndpoints,
  ...statusesEndpoints,
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
