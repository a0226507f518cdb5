import { endpoint, noFields } from './endpoint';
import { okResponseSchema, sessionRequestSchema, sessionResponseSchema } from './session';
import { userSchema } from './user';

/** Auth and user (core §7). */
export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/me', request: noFields, response: userSchema }),
  session: endpoint({
    method: 'POST',
    path: '/api/session',
    request: sessionRequestSchema,
    response: sessionResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/me/logout', request: noFields, response: okResponseSchema }),
} as const;
