import { assistRequestSchema, assistResponseSchema } from './assist';
import { endpoint } from './endpoint';

/** Assist requests to the receptionists (core §7 Auth and user). */
export const assistEndpoints = {
  assistRequest: endpoint({ method: 'POST', path: '/api/me/assistRequest', request: assistRequestSchema, response: assistResponseSchema }),
} as const;
