import type * as z from 'zod/mini';
import { activityEndpoints } from './activity.endpoints';
import { blockedEndpoints } from './blocked.endpoints';
import { contactsEndpoints } from './contacts.endpoints';
import { pushEndpoints } from './push.endpoints';
import { sessionEndpoints } from './session.endpoints';
import { statusEndpoints } from './status.endpoints';
import { vipEndpoints } from './vip.endpoints';

export type { EndpointDef, HttpMethod } from './endpoint';

/**
 * Every portal API call, once (DESIGN.md §3): each area keeps its entries in
 * `<area>.endpoints.ts` (method, the path template exactly as in the spec, request and response
 * schemas) and this table joins them. The client derives its ky calls from it and the server
 * registers its handlers from it, so a missing handler or a drifted field is a type error.
 * Paths are relative to `{api}/portalApi`.
 */
export const endpoints = {
  ...activityEndpoints,
  ...blockedEndpoints,
  ...contactsEndpoints,
  ...pushEndpoints,
  ...sessionEndpoints,
  ...statusEndpoints,
  ...vipEndpoints,
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
