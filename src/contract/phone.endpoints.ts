import { endpoint, noFields } from './endpoint';
import { outcallRequestSchema, outcallResponseSchema, twilioTokenResponseSchema } from './phone';

/** The in-browser phone: its voice token and the outcall record (core §7 Auth and user). */
export const phoneEndpoints = {
  twilioToken: endpoint({ method: 'GET', path: '/api/me/twilioToken', request: noFields, response: twilioTokenResponseSchema }),
  outcallRequest: endpoint({ method: 'POST', path: '/api/me/outcallRequest', request: outcallRequestSchema, response: outcallResponseSchema }),
} as const;
