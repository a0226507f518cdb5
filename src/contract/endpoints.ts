import type * as z from 'zod/mini';
import { accountEndpoints } from './account.endpoints';
import { activityEndpoints } from './activity.endpoints';
import { billingEndpoints } from './billing.endpoints';
import { assistEndpoints } from './assist.endpoints';
import { blockedEndpoints } from './blocked.endpoints';
import { contactsEndpoints } from './contacts.endpoints';
import { integrationsEndpoints } from './integrations.endpoints';
import { profileEndpoints } from './profile.endpoints';
import { pushEndpoints } from './push.endpoints';
import { quoteEndpoints } from './quote.endpoints';
import { signInEndpoints } from './sign-in.endpoints';
import { signInGateEndpoints } from './sign-in-gate.endpoints';
import { leadsEndpoints } from './leads.endpoints';
import { phoneEndpoints } from './phone.endpoints';
import { textEndpoints } from './text.endpoints';
import { reportsEndpoints } from './reports.endpoints';
import { sessionEndpoints } from './session.endpoints';
import { settingsEndpoints } from './settings.endpoints';
import { statusEndpoints } from './status.endpoints';
import { vipEndpoints } from './vip.endpoints';

import type { EndpointParamsInput, EndpointParamsOf, SlotsChecked } from './endpoint';

export type { EndpointDef, HttpMethod } from './endpoint';
export { fillPath } from './endpoint';

/**
 * Every portal API call, once (DESIGN.md §3): each area keeps its entries in
 * `<area>.endpoints.ts` (method, the path template exactly as in the spec, request and response
 * schemas) and this table joins them. The client derives its ky calls from it and the server
 * registers its handlers from it, so a missing handler or a drifted field is a type error.
 * Paths are relative to `{api}/portalApi`.
 */
export const endpoints = {
  ...accountEndpoints,
  ...activityEndpoints,
  ...billingEndpoints,
  ...assistEndpoints,
  ...blockedEndpoints,
  ...contactsEndpoints,
  ...integrationsEndpoints,
  ...profileEndpoints,
  ...pushEndpoints,
  ...quoteEndpoints,
  ...signInEndpoints,
  ...signInGateEndpoints,
  ...leadsEndpoints,
  ...phoneEndpoints,
  ...textEndpoints,
  ...reportsEndpoints,
  ...sessionEndpoints,
  ...settingsEndpoints,
  ...statusEndpoints,
  ...vipEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The parsed path params a handler receives. */
export type EndpointParams<N extends EndpointName> = EndpointParamsOf<Endpoints[N]>;
/** The path params a caller passes: required exactly when the path has `{slots}`. */
export type EndpointPathParams<N extends EndpointName> = EndpointParamsInput<Endpoints[N]>;

/** Fails type-checking, naming the entry, when an entry's `params` do not match its path's slots. */
const slotsChecked: [SlotsChecked<Endpoints>] extends [never] ? true : SlotsChecked<Endpoints> = true;
void slotsChecked;
