import { endpoint, noFields, type SessionGate } from './endpoint';
import { okResponseSchema, sessionRequestSchema, sessionResponseSchema, userSchema } from './session';
import { ackNotificationRequestSchema, holdCallsRequestSchema, holdCallsResponseSchema } from './status';

/** Both gate screens need these: the user (in a reduced form while gated) and logout. */
const bothGates: readonly SessionGate[] = ['temporaryPassword', 'twoFactor'];

/** The session (core §7 Auth and user): the /api/me payload, the identity key, logout and the user's switches. */
export const sessionEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', request: noFields, response: userSchema, duringGate: bothGates, openToBillingOnly: true }),
  session: endpoint({
    method: 'POST',
    path: '/api/session',
    request: sessionRequestSchema,
    response: sessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/me/logout', request: noFields, response: okResponseSchema, duringGate: bothGates, openToBillingOnly: true }),
  /** The signed-in user's call handling switches (core §7 Auth and user; billing-account §4 Usage alert). */
  holdCalls: endpoint({
    method: 'POST',
    path: '/api/me/holdCalls',
    request: holdCallsRequestSchema,
    response: holdCallsResponseSchema,
  }),
  ackNotification: endpoint({
    method: 'POST',
    path: '/api/me/ackNotification',
    request: ackNotificationRequestSchema,
    response: okResponseSchema,
  }),
} as const;
