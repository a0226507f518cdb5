import { endpoint, noFields, type SessionGate } from './endpoint';
import { okResponseSchema, sessionRequestSchema, sessionResponseSchema } from './session';
import { userSchema } from './user';

/** Both gate screens need these: the user (in a reduced form while gated) and logout. */
const bothGates: readonly SessionGate[] = ['temporaryPassword', 'twoFactor'];

/** Auth and user (core §7). */
export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', request: noFields, response: userSchema, duringGate: bothGates }),
  session: endpoint({
    method: 'POST',
    path: '/api/session',
    request: sessionRequestSchema,
    response: sessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/me/logout', request: noFields, response: okResponseSchema, duringGate: bothGates }),
} as const;
